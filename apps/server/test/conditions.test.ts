import type {
  Condition,
  ConditionNode,
  ConditionService,
  Shipment,
  ShipmentConditionCheck,
} from '@console/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { VERSION_CHECK_INTERVAL_MS } from '../src/features/conditions/condition-checks.ts';
import { draftOf, parcelOf, partyOf } from '../src/features/shipments/shipment-factories.ts';
import { shipments } from '../src/features/shipments/shipments-tables.ts';
import { NO_ACCESS_LOGIN } from '../src/seed/demo-users.ts';
import { createTestApp, type TestApp } from './test-app.ts';
import { visitKit } from './visits-kit.ts';

let t: TestApp;
let kit: ReturnType<typeof visitKit>;

beforeAll(async () => {
  t = await createTestApp();
  kit = visitKit(t);
});
afterAll(() => t.close());

const GOD = 'administrator.god';
const tree = (property: string, operator: string, ...values: string[]) => ({
  operator: 'AND',
  buds: [{ property, operator, values }],
  branches: [],
});
const heavyTo = (country: string, kg: number) => ({
  operator: 'AND',
  buds: [
    { property: 'actualWeight', operator: 'Greater', values: [String(kg)] },
    { property: 'recipientCountryCode', operator: 'Equal', values: [country] },
  ],
  branches: [],
});

async function condition(name: string, body: Record<string, unknown>, type = 'Shipment') {
  return kit.ok<Condition>(GOD, 'POST', 'conditions', { name, type, tree: body }, 201);
}

describe('conditions', () => {
  it('creates, reads, lists, updates the tree with lockVersion and keeps name and type', async () => {
    const created = await condition('Heavy to IE', heavyTo('IE', 30));
    expect(created).toMatchObject({ name: 'Heavy to IE', type: 'Shipment', lockVersion: 1, deletedAt: null });
    expect(await kit.ok(GOD, 'GET', `conditions/${created.id}`)).toEqual(created);
    const listed = await kit.ok<{ items: Condition[]; total: number }>(
      GOD,
      'GET',
      'conditions?name=heavy%20to%20ie',
    );
    expect(listed.items.map((item) => item.id)).toEqual([created.id]);

    const updated = await kit.ok<Condition>(GOD, 'PUT', `conditions/${created.id}`, {
      tree: heavyTo('IE', 25),
      lockVersion: 1,
    });
    expect(updated.lockVersion).toBe(2);
    expect(updated.tree.buds[0]!.values).toEqual(['25']);
    await kit.refused(
      GOD,
      'PUT',
      `conditions/${created.id}`,
      { tree: heavyTo('IE', 20), lockVersion: 1 },
      'CONFLICT',
      409,
    );
    // Name and type are set at creation only (registers §5).
    await kit.refused(
      GOD,
      'PUT',
      `conditions/${created.id}`,
      { name: 'x', tree: heavyTo('IE', 20), lockVersion: 2 },
      'VALIDATION',
      400,
    );
  });

  it('validates names 1-100, the tree, operators and properties; nothing is written', async () => {
    const before = await kit.ok<{ total: number }>(GOD, 'GET', 'conditions');
    for (const body of [
      { name: '', type: 'Shipment', tree: heavyTo('GB', 1) },
      { name: 'x'.repeat(101), type: 'Shipment', tree: heavyTo('GB', 1) },
      { name: 'ok', type: 'Other', tree: heavyTo('GB', 1) },
      { name: 'ok', type: 'Shipment', tree: { operator: 'AND', buds: [], branches: [] } },
      { name: 'ok', type: 'Shipment', tree: tree('actualWeight', 'Greater', 'heavy') },
      { name: 'ok', type: 'Shipment', tree: tree('shoeSize', 'Equal', '1') },
      { name: 'ok', type: 'Shipment', tree: tree('actualWeight', 'Like', '1') },
      { name: 'ok', type: 'Shipment', tree: { operator: 'XOR', buds: [], branches: [] } },
    ]) {
      await kit.refused(GOD, 'POST', 'conditions', body, 'VALIDATION', 400);
    }
    expect((await kit.ok<{ total: number }>(GOD, 'GET', 'conditions')).total).toBe(before.total);
    expect((await kit.call(GOD, 'GET', 'conditions/not-a-uuid')).statusCode).toBe(400);
    expect((await kit.call(GOD, 'GET', 'conditions/00000000-0000-4000-8000-000000000000')).statusCode).toBe(
      404,
    );
  });

  it('opens to administrator-god, service desk and condition admin; others get 403', async () => {
    for (const login of ['service.desk', 'condition.admin']) {
      expect((await kit.call(login, 'GET', 'conditions')).statusCode).toBe(200);
    }
    const made = await kit.ok<Condition>(
      'condition.admin',
      'POST',
      'conditions',
      { name: 'By admin', type: 'Shipment', tree: heavyTo('IE', 40) },
      201,
    );
    for (const login of ['operator', 'branch.employee', 'broker']) {
      expect((await kit.call(login, 'GET', 'conditions')).statusCode).toBe(403);
      expect(
        (await kit.call(login, 'POST', 'conditions', { name: 'x', type: 'Shipment', tree: heavyTo('IE', 1) }))
          .statusCode,
      ).toBe(403);
      expect((await kit.call(login, 'DELETE', `conditions/${made.id}`)).statusCode).toBe(403);
    }
  });

  it('marks deleted only a condition no live condition of shipment uses', async () => {
    const used = await condition('Used', heavyTo('IE', 50));
    const item = await kit.ok<ConditionNode>(
      GOD,
      'POST',
      'conditions-of-shipment',
      {
        isFolder: false,
        name: 'Uses it',
        conditionId: used.id,
        errorCode: 'WEIGHT_LIMIT_EXCEEDED',
        type: 'Blocking',
        active: false,
      },
      201,
    );
    await kit.refused(GOD, 'DELETE', `conditions/${used.id}`, undefined, 'CONDITION_IN_USE');
    await kit.ok(GOD, 'DELETE', `conditions-of-shipment/${item.id}`);
    const removed = await kit.ok<Condition>(GOD, 'DELETE', `conditions/${used.id}`);
    expect(removed.deletedAt).not.toBeNull();
    const marked = await kit.ok<{ items: Condition[] }>(
      GOD,
      'GET',
      `conditions?ids[]=${used.id}&deletionMark=true`,
    );
    expect(marked.items).toHaveLength(1);
  });

  it('lists the properties of the conditions checks with weights in kg and sizes in cm', async () => {
    const checks = await kit.ok<{ properties: { name: string; unit?: string }[]; operators: string[] }>(
      'condition.admin',
      'GET',
      'conditions-checks?conditionType=ShipmentService',
    );
    expect(checks.properties.find((property) => property.name === 'actualWeight')?.unit).toBe('kg');
    expect(checks.properties.find((property) => property.name === 'maxLength')?.unit).toBe('cm');
    expect(checks.operators).toEqual(['Less', 'Greater', 'Equal', 'NotEqual', 'GreaterEqual', 'LessEqual']);
    expect((await kit.call('operator', 'GET', 'conditions-checks')).statusCode).toBe(403);
  });
});

describe('conditions of shipment and of shipment service', () => {
  it('keeps folders and items: folder view and flat view, parent must be a folder, a folder with items stays', async () => {
    const used = await condition('For folders', heavyTo('IE', 60));
    const folder = await kit.ok<ConditionNode>(
      GOD,
      'POST',
      'conditions-of-shipment',
      { isFolder: true, name: 'Ireland', countryCode: 'IE' },
      201,
    );
    const item = await kit.ok<ConditionNode>(
      GOD,
      'POST',
      'conditions-of-shipment',
      {
        isFolder: false,
        name: 'Irish heavy',
        parentId: folder.id,
        countryCode: 'IE',
        conditionId: used.id,
        errorCode: 'WEIGHT_LIMIT_EXCEEDED',
        type: 'Blocking',
        active: false,
      },
      201,
    );
    expect(item.conditionName).toBe('For folders');
    const folders = await kit.ok<{ items: ConditionNode[] }>(
      GOD,
      'GET',
      'conditions-of-shipment?isFolder=true',
    );
    expect(folders.items.every((row) => row.isFolder)).toBe(true);
    const inFolder = await kit.ok<{ items: ConditionNode[] }>(
      GOD,
      'GET',
      `conditions-of-shipment?isFolder=false&parentId=${folder.id}`,
    );
    expect(inFolder.items.map((row) => row.id)).toEqual([item.id]);
    await kit.refused(
      GOD,
      'POST',
      'conditions-of-shipment',
      {
        isFolder: false,
        name: 'Bad parent',
        parentId: item.id,
        conditionId: used.id,
        errorCode: 'WEIGHT_LIMIT_EXCEEDED',
        type: 'Blocking',
      },
      'CONDITION_PARENT_NOT_FOLDER',
    );
    await kit.refused(
      GOD,
      'DELETE',
      `conditions-of-shipment/${folder.id}`,
      undefined,
      'CONDITION_FOLDER_NOT_EMPTY',
    );
    await kit.refused(
      GOD,
      'PUT',
      `conditions-of-shipment/${folder.id}`,
      { isFolder: true, name: 'Self', parentId: folder.id, lockVersion: 1 },
      'CONDITION_FOLDER_CYCLE',
    );
    const renamed = await kit.ok<ConditionNode>(GOD, 'PUT', `conditions-of-shipment/${item.id}`, {
      isFolder: false,
      name: 'Irish heavy parcels',
      parentId: folder.id,
      countryCode: 'IE',
      conditionId: used.id,
      errorCode: 'SIZE_LIMIT_EXCEEDED',
      type: 'Blocking',
      active: false,
      lockVersion: 1,
    });
    expect(renamed).toMatchObject({
      name: 'Irish heavy parcels',
      errorCode: 'SIZE_LIMIT_EXCEEDED',
      lockVersion: 2,
    });
    await kit.refused(
      GOD,
      'PUT',
      `conditions-of-shipment/${item.id}`,
      {
        isFolder: false,
        name: 'Stale',
        conditionId: used.id,
        errorCode: 'SIZE_LIMIT_EXCEEDED',
        type: 'Blocking',
        lockVersion: 1,
      },
      'CONFLICT',
      409,
    );
    await kit.refused(
      GOD,
      'PUT',
      `conditions-of-shipment/${item.id}`,
      { isFolder: true, name: 'Now a folder', lockVersion: 2 },
      'CONDITION_FOLDER_KIND',
    );
  });

  it('refuses a condition of the other type, a bad error code, a service amount below 1 and an unknown service', async () => {
    const serviceCondition = await condition(
      'Service only',
      tree('recipientCountryCode', 'Equal', 'IE'),
      'ShipmentService',
    );
    await kit.refused(
      GOD,
      'POST',
      'conditions-of-shipment',
      {
        isFolder: false,
        name: 'Wrong type',
        conditionId: serviceCondition.id,
        errorCode: 'WEIGHT_LIMIT_EXCEEDED',
        type: 'Blocking',
      },
      'CONDITION_WRONG_TYPE',
    );
    await kit.refused(
      GOD,
      'POST',
      'conditions-of-shipment',
      {
        isFolder: false,
        name: 'Bad code',
        conditionId: serviceCondition.id,
        errorCode: 'NOPE',
        type: 'Blocking',
      },
      'VALIDATION',
      400,
    );
    const service = {
      isFolder: false,
      name: 'Insure',
      conditionId: serviceCondition.id,
      serviceCode: 'Insurance',
      amount: 2,
      valueType: 'Fixed',
      type: 'Automatic',
      payerType: 'Sender',
      active: false,
    };
    await kit.refused(
      GOD,
      'POST',
      'conditions-of-shipment-service',
      { ...service, amount: 0.5 },
      'VALIDATION',
      400,
    );
    await kit.refused(
      GOD,
      'POST',
      'conditions-of-shipment-service',
      { ...service, serviceCode: 'Teleport' },
      'VALIDATION',
      400,
    );
    await kit.refused(
      GOD,
      'POST',
      'conditions-of-shipment-service',
      { ...service, valueType: 'Percent' },
      'VALIDATION',
      400,
    );
    await kit.refused(
      GOD,
      'POST',
      'conditions-of-shipment-service',
      { ...service, hotkey: 'ab' },
      'VALIDATION',
      400,
    );
    const created = await kit.ok<ConditionNode & { amount: string }>(
      GOD,
      'POST',
      'conditions-of-shipment-service',
      service,
      201,
    );
    expect(created.amount).toBe('2.00');
  });

  it('opens to administrator-god and condition admin only; only administrator-god filters by country', async () => {
    for (const path of ['conditions-of-shipment', 'conditions-of-shipment-service']) {
      expect((await kit.call('condition.admin', 'GET', path)).statusCode).toBe(200);
      expect((await kit.call('service.desk', 'GET', path)).statusCode).toBe(403);
      expect(
        (await kit.call('service.desk', 'POST', path, { isFolder: true, name: 'Desk' })).statusCode,
      ).toBe(403);
      expect((await kit.call('operator', 'GET', path)).statusCode).toBe(403);
      const filtered = await kit.ok<{ items: ConditionNode[] }>(GOD, 'GET', `${path}?countryCodes[]=IE`);
      expect(filtered.items.every((row) => row.countryCode === 'IE')).toBe(true);
      const refused = await kit.call('condition.admin', 'GET', `${path}?countryCodes[]=IE`);
      expect(refused.statusCode).toBe(403);
    }
  });
});

describe('conditions decide', () => {
  const toGb = (grams: number) =>
    draftOf({
      internationalShipping: true,
      recipient: partyOf({ name: 'John Smith', phone: '44740012345', countryCode: 'GB' }),
      parcels: [parcelOf({ actualWeight: grams })],
    });

  const toGbSetup = (grams: number) => ({ draft: toGb(grams), recipient: { countryCode: 'GB' } });

  /**
   * A parcel the Blocking condition refuses cannot be saved ready to ship any more
   * (blocked-parcel.test.ts): saved as a draft, then made ready as if the condition had come later.
   */
  async function readyThoughBlocked(grams: number): Promise<Shipment> {
    const draft = await kit.shipment({ ...toGbSetup(grams), draft: { ...toGb(grams), status: 'Draft' } });
    await t.database.db.update(shipments).set({ status: 'ReadyToShip' }).where(eq(shipments.id, draft.id));
    return { ...draft, status: 'ReadyToShip' };
  }

  it('refuses acceptance of 35 kg to GB with the blocking condition’s message, accepts 20 kg', async () => {
    const heavy = await readyThoughBlocked(35_000);
    const check = await kit.ok<ShipmentConditionCheck[]>('operator', 'POST', 'conditions-checks/shipments', {
      ids: [heavy.id],
      moment: 'acceptance',
    });
    expect(check[0]!.blocking.map((notice) => notice.errorCode)).toEqual(['WEIGHT_LIMIT_EXCEEDED']);
    const body = await kit.refused(
      'operator',
      'PUT',
      'shipments/accept',
      { ids: [heavy.id] },
      'WEIGHT_LIMIT_EXCEEDED',
    );
    expect(body.message).toBe('The parcel is too heavy for this destination');
    expect((await kit.ok<Shipment>('operator', 'GET', `shipments/${heavy.id}`)).status).toBe('ReadyToShip');

    const light = await kit.shipment(toGbSetup(20_000));
    const accepted = await kit.ok<{ items: Shipment[] }>('operator', 'PUT', 'shipments/accept', {
      ids: [light.id],
    });
    expect(accepted.items[0]!.status).toBe('Accepted');
  });

  it('adds the automatic service of a matching service condition with its amount and payer, per seat', async () => {
    const light = await kit.shipment({
      ...toGbSetup(20_000),
      draft: {
        ...toGb(20_000),
        parcels: [parcelOf({ actualWeight: 12_000 }), parcelOf({ actualWeight: 8_000 })],
      },
    });
    const packaging = light.services.find((service) => service.serviceCode === 'Packaging');
    expect(packaging).toMatchObject({
      cost: 10,
      payerType: 'Sender',
      name: 'Packaging for heavy parcels to GB',
    });
    const domestic = await kit.shipment({
      draft: draftOf({ parcels: [parcelOf({ actualWeight: 20_000 })] }),
    });
    expect(domestic.services.map((service) => service.serviceCode)).not.toContain('Packaging');
    // A hotkey service added by the clerk takes the condition's amount and payer.
    const withSms = await kit.shipment({
      ...toGbSetup(1000),
      draft: { ...toGb(1000), services: [{ serviceCode: 'SmsNotification', payerType: 'Sender' }] },
    });
    expect(withSms.services.find((service) => service.serviceCode === 'SmsNotification')).toMatchObject({
      cost: 1,
      payerType: 'Recipient',
    });
    const offered = await kit.ok<ConditionService[]>(
      'operator',
      'POST',
      'conditions-checks/services',
      toGb(1000),
    );
    const hotkeys = await kit.ok<{ hotkey: string; serviceCode: string }[]>(
      'operator',
      'GET',
      'conditions-checks/hotkeys',
    );
    expect(hotkeys).toContainEqual(expect.objectContaining({ hotkey: 'S', serviceCode: 'SmsNotification' }));
    expect(offered.find((service) => service.hotkey === 'S')).toMatchObject({
      serviceCode: 'SmsNotification',
      type: 'Manual',
    });
  });

  it('shows informing conditions at acceptance, not blocking at issuance', async () => {
    const cod = await kit.shipment({
      draft: draftOf({ services: [{ serviceCode: 'CashOnDelivery', payerType: 'Sender', value: '6000' }] }),
    });
    const [atAcceptance] = await kit.ok<ShipmentConditionCheck[]>(
      'operator',
      'POST',
      'conditions-checks/shipments',
      { ids: [cod.id], moment: 'acceptance' },
    );
    expect(atAcceptance!.informing.map((notice) => notice.errorCode)).toEqual(['CHECK_CONTENTS']);
    expect(atAcceptance!.blocking).toEqual([]);
    const heavy = await readyThoughBlocked(35_000);
    const [atIssuance] = await kit.ok<ShipmentConditionCheck[]>(
      'operator',
      'POST',
      'conditions-checks/shipments',
      { ids: [heavy.id], moment: 'issuance' },
    );
    expect(atIssuance!.blocking).toEqual([]);
    await kit.refused(
      'operator',
      'POST',
      'conditions-checks/shipments',
      { ids: [], moment: 'acceptance' },
      'VALIDATION',
      400,
    );
    await kit.refused(
      'operator',
      'POST',
      'conditions-checks/shipments',
      { ids: [heavy.id], moment: 'later' },
      'VALIDATION',
      400,
    );
    expect(
      (
        await kit.call(NO_ACCESS_LOGIN, 'POST', 'conditions-checks/shipments', {
          ids: [heavy.id],
          moment: 'acceptance',
        })
      ).statusCode,
    ).toBe(403);
  });

  it('a change through one API instance decides on another within a second', async () => {
    const other = await buildApp({ config: t.config, database: t.database, logger: false });
    await other.ready();
    try {
      const shipment = await kit.shipment({ draft: toGb(2000), recipient: { countryCode: 'NO' } });
      const ask = async (app: typeof other) => {
        const response = await app.inject({
          method: 'POST',
          url: '/api/v1/conditions-checks/shipments',
          headers: { authorization: `Bearer ${await t.tokenOf('operator')}` },
          payload: { ids: [shipment.id], moment: 'acceptance' },
        });
        return response.json<ShipmentConditionCheck[]>()[0]!.blocking.length;
      };
      expect(await ask(other)).toBe(0);
      const norway = await condition('To Norway', tree('recipientCountryCode', 'Equal', 'NO'));
      await kit.ok(
        GOD,
        'POST',
        'conditions-of-shipment',
        {
          isFolder: false,
          name: 'No Norway',
          conditionId: norway.id,
          errorCode: 'DESTINATION_NOT_SERVED',
          type: 'Blocking',
        },
        201,
      );
      expect(await ask(t.app)).toBe(1);
      await new Promise((resolve) => setTimeout(resolve, VERSION_CHECK_INTERVAL_MS + 50));
      expect(await ask(other)).toBe(1);
    } finally {
      await other.close();
    }
  });
});
