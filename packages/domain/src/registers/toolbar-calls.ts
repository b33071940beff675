import { type CapabilityUser, can, type ResourcePermissions } from '../capabilities.ts';
import type { RegisterDefinition, RowCall } from './register-definition.ts';

type Row = Readonly<Record<string, unknown>>;

/** The calls Delete may make on a register's row: its own, or the generic deletion mark. */
export function deleteCalls(register: RegisterDefinition): readonly RowCall[] {
  return register.deleteCalls ?? [{ method: 'DELETE', path: `${register.path}/{id}` }];
}

/** Whether the user may make the call: its capability, else the remove right on the resource. */
export function mayCall(call: RowCall, user: CapabilityUser, permissions: ResourcePermissions): boolean {
  return call.capability ? can(user, call.capability) : permissions.remove;
}

/** The delete call for a row, if one applies to it. */
export function deleteCallFor(register: RegisterDefinition, row: Row): RowCall | undefined {
  return deleteCalls(register).find((call) => call.appliesTo?.(row) ?? true);
}

/** The call's path for a row (`{id}` is the row's key), or undefined when the row lacks a value. */
export function rowCallPath(register: RegisterDefinition, call: RowCall, row: Row): string | undefined {
  let missing = false;
  const path = call.path.replace(/\{([a-zA-Z]+)\}/g, (_, name: string) => {
    const value = row[name === 'id' ? register.keyField : name];
    if (typeof value !== 'string' && typeof value !== 'number') missing = true;
    return encodeURIComponent(String(value));
  });
  return missing ? undefined : path;
}

export interface CallTemplate {
  /** The button or screen that makes it. */
  action: 'list' | 'export' | 'delete' | 'create' | 'edit' | 'history' | 'related';
  method: 'GET' | RowCall['method'];
  /** Path template under `/api/v1/`, parameters as `{name}`. */
  path: string;
}

/**
 * Every API call a register's list screen makes — the list and its CSV export, Delete, the
 * related-register buttons — and the calls of the generic editor its rows and Create open.
 * A test holds each against the server's routes.
 */
export function registerCalls(
  register: RegisterDefinition,
  lookup: (key: string) => RegisterDefinition | undefined,
): CallTemplate[] {
  const { path } = register;
  const calls: CallTemplate[] = [
    { action: 'list', method: 'GET', path },
    { action: 'export', method: 'GET', path },
    ...deleteCalls(register).map((call) => ({
      action: 'delete' as const,
      method: call.method,
      path: call.path,
    })),
  ];
  const genericEditor = !register.editorRoute && register.fields.length > 0;
  if (genericEditor) {
    calls.push({ action: 'edit', method: 'GET', path: `${path}/{id}` });
    calls.push({ action: 'edit', method: 'PATCH', path: `${path}/{id}` });
    calls.push({ action: 'history', method: 'GET', path: `${path}/{id}/history` });
    if (!register.createDisabled) calls.push({ action: 'create', method: 'POST', path });
  }
  for (const link of register.related ?? []) {
    const target = lookup(link.target);
    calls.push({
      action: 'related',
      method: 'GET',
      path: target?.path ?? `<unknown register ${link.target}>`,
    });
  }
  return calls;
}
