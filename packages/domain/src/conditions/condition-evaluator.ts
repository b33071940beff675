import { type ConditionOperatorName, FLOAT_TOLERANCE } from '../constants.ts';
import { type Branch, type Bud, conditionPropertyByName } from './condition-model.ts';

/** A shipment as the conditions see it: property name → value (numbers in the clerk's units). */
export type FactValue = number | string | readonly string[] | null;
export type ShipmentFacts = Readonly<Record<string, FactValue>>;

export type CompiledCondition = (facts: ShipmentFacts) => boolean;

/** Platform §9: floats are equal within FLOAT_TOLERANCE (0.001). */
const ORDERED: Readonly<Record<string, (left: number, right: number) => boolean>> = {
  Less: (left, right) => left < right - FLOAT_TOLERANCE,
  Greater: (left, right) => left > right + FLOAT_TOLERANCE,
  GreaterEqual: (left, right) => left >= right - FLOAT_TOLERANCE,
  LessEqual: (left, right) => left <= right + FLOAT_TOLERANCE,
};

function isNumeric(property: string): boolean {
  return conditionPropertyByName.get(property)?.kind === 'number';
}

function toNumber(value: FactValue | undefined): number | null {
  if (value === null || value === undefined || Array.isArray(value)) return null;
  if (value === '') return null;
  const number = Number(value);
  return Number.isFinite(number) ? number : null;
}

function itemsOf(value: FactValue | undefined): readonly string[] {
  if (value === null || value === undefined) return [];
  if (Array.isArray(value)) return value as readonly string[];
  return [String(value)];
}

/**
 * Equality of one side's items with the other's: any item equal to any value. Number
 * properties compare as numbers within the tolerance, others as exact text.
 */
function compileEquality(bud: Bud): CompiledCondition {
  const numeric = isNumeric(bud.property);
  const { property, propValue } = bud;
  if (propValue) {
    return (facts) => {
      const left = itemsOf(facts[property]);
      const right = itemsOf(facts[propValue]);
      if (numeric) {
        const a = toNumber(facts[property]);
        const b = toNumber(facts[propValue]);
        return a !== null && b !== null && Math.abs(a - b) <= FLOAT_TOLERANCE;
      }
      return left.some((item) => right.includes(item));
    };
  }
  if (numeric) {
    const targets = bud.values.map(Number).filter(Number.isFinite);
    return (facts) => {
      const value = toNumber(facts[property]);
      return value !== null && targets.some((target) => Math.abs(value - target) <= FLOAT_TOLERANCE);
    };
  }
  const targets = new Set(bud.values);
  return (facts) => {
    const value = facts[property];
    if (value === null || value === undefined) return false;
    if (Array.isArray(value)) return (value as readonly string[]).some((item) => targets.has(item));
    return targets.has(String(value));
  };
}

function compileOrdered(bud: Bud, compare: (left: number, right: number) => boolean): CompiledCondition {
  const { property, propValue } = bud;
  if (propValue) {
    return (facts) => {
      const left = toNumber(facts[property]);
      const right = toNumber(facts[propValue]);
      return left !== null && right !== null && compare(left, right);
    };
  }
  // Ordered comparisons take the bud's first value (the editor offers one).
  const right = toNumber(bud.values[0] ?? null);
  if (right === null) return () => false;
  return (facts) => {
    const left = toNumber(facts[property]);
    return left !== null && compare(left, right);
  };
}

export function compileBud(bud: Bud): CompiledCondition {
  const operator: ConditionOperatorName = bud.operator;
  if (operator === 'Equal') return compileEquality(bud);
  if (operator === 'NotEqual') {
    const equal = compileEquality(bud);
    return (facts) => !equal(facts);
  }
  return compileOrdered(bud, ORDERED[operator] as (left: number, right: number) => boolean);
}

/**
 * The one evaluator (issue 13): a tree compiled once into closures, so an active condition costs
 * a few function calls per shipment. AND needs every bud and branch (an empty AND holds), OR any
 * (an empty OR does not).
 */
export function compileCondition(tree: Branch): CompiledCondition {
  const parts = [...tree.buds.map(compileBud), ...tree.branches.map(compileCondition)];
  if (tree.operator === 'AND') {
    if (parts.length === 1) return parts[0] as CompiledCondition;
    return (facts) => {
      for (const part of parts) if (!part(facts)) return false;
      return true;
    };
  }
  return (facts) => {
    for (const part of parts) if (part(facts)) return true;
    return false;
  };
}

/** Evaluates a tree once (compile it when it is evaluated often). */
export function evaluateCondition(tree: Branch, facts: ShipmentFacts): boolean {
  return compileCondition(tree)(facts);
}
