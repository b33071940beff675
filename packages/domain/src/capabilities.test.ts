import { describe, expect, it } from 'vitest';
import {
  CAPABILITIES,
  type Capability,
  can,
  canDeleteShipment,
  canSeeMenu,
  filterMenu,
  type ResourcePermissions,
  resourcePermissions,
} from './capabilities.ts';
import { RESOURCE_NAMES, type ResourceName } from './resources.ts';
import { ROLES, type Role } from './roles.ts';
import { specRoles } from './testing/spec-text.ts';

const user = (...groups: string[]) => ({ groups });

/** Platform §6 "Capabilities" bullets that are plain role lists, in the spec's words. */
const ROLE_BULLETS: readonly [Capability, string][] = [
  ['editAllResources', 'administrator-god or service desk'],
  ['productionCalendarEdit', 'administrator-god and service desk'],
  ['problemParcelEdit', 'administrator-god and service desk'],
  ['divisionEdit', 'administrator-god'],
  ['addressResourcesEdit', 'administrator-god, address-system admin and service desk'],
  ['phoneCodesEdit', 'administrator-god, phone-code admin and service desk'],
  ['scanningEdit', 'administrator-god, base and service desk'],
  ['measurementsEdit', 'administrator-god and service desk'],
  ['ordersCreateAndDelete', 'administrator-god, branch employee and branch manager'],
  ['routeOptimizationEdit', 'administrator-god, service desk and address-delivery admin'],
  ['timeIntervalsEdit', 'administrator-god, service desk and address-delivery admin'],
  ['setMultipleCountries', 'multi-country'],
  ['localeVisibility', 'administrator-god'],
  ['editCodCash', 'administrator-god'],
  ['removeProblemParcelAttachment', 'administrator-god'],
  ['removeProblemParcel', 'administrator-god and service desk'],
  ['changeStatus', 'administrator-god and service desk'],
  ['paymentCancel', 'administrator-god and service desk'],
  ['paymentDelete', 'administrator-god and service desk'],
  ['massIssuance', 'administrator-god and quality control'],
  ['paymentService', 'branch staff, administrator-god, service desk'],
  ['pudoWorkplace', 'administrator-god, pudo manager, service desk'],
  ['sendOrIssueParcel', 'branch staff, administrator-god, service desk'],
  ['returnRedirect', 'branch staff, service desk, administrator-god, dispatch manager'],
  ['invoiceInspection', 'administrator-god and dispatch manager'],
  ['preferredDeliveryDate', 'administrator-god, service desk, dispatch manager, courier'],
  [
    'dataChange',
    'branch staff, administrator-god, service desk, dispatch manager, courier, contact-centre operator',
  ],
  [
    'shipmentManagement',
    'branch staff, administrator-god, service desk, dispatch manager, courier, contact-centre operator',
  ],
  ['processingHub', 'administrator-god, dispatch manager, service desk'],
  ['reportDamagedContainer', 'administrator-god and base'],
  ['markAllShipments', 'administrator-god and dispatch manager'],
  ['pickupAssignToPartner', 'administrator-god, dispatch manager, courier'],
  ['pickupChangeCourier', 'administrator-god, dispatch manager, courier'],
  ['pickupChangeAddress', 'administrator-god, service desk, contact-centre operator'],
  ['publishVisit', 'administrator-god and service desk'],
  ['visitListDivisionFilter', 'administrator-god, service desk, multi-country'],
  ['otherOperations', 'branch staff, service desk, administrator-god, quality control'],
  ['shipmentSellGoods', 'branch staff, service desk, administrator-god'],
  ['shipmentClaim', 'branch staff, service desk, administrator-god'],
  ['printSettings', 'base'],
  ['languageSettings', 'base, contact-centre operator, pudo manager'],
  ['workspaceButtonSettings', 'administrator-god, base, branch/terminal staff, service desk'],
  ['menu', 'base or contact-centre operator'],
];

describe('capabilities held through a role list (platform §6)', () => {
  it.each(ROLE_BULLETS)('%s: %s', (capability, spec) => {
    const allowed = specRoles(spec.replace(' or ', ', '));
    for (const role of ROLES) {
      expect(can(user(role), capability), `${role}`).toBe(allowed.includes(role));
    }
    expect(can(user(), capability)).toBe(false);
  });

  it('gives selling goods to everyone, even without groups', () => {
    for (const role of ROLES) expect(can(user(role), 'sellGoods')).toBe(true);
    expect(can(user(), 'sellGoods')).toBe(true);
  });

  it('gives division parts to administrator-god and the division-part admin only (docs/decisions.md)', () => {
    for (const role of ROLES) {
      expect(can(user(role), 'divisionPartsEdit'), role).toBe(
        role === 'administrator_god' || role === 'division_part_admin',
      );
    }
    expect(can(user(), 'divisionPartsEdit')).toBe(false);
  });

  it('covers every capability of the brief', () => {
    const named: Capability[] = [
      ...ROLE_BULLETS.map(([capability]) => capability),
      'divisionPartsEdit',
      'sellGoods',
      'filterByCountry',
      'shipmentDelete',
      'visitDocumentsDelete',
    ];
    expect([...CAPABILITIES].sort()).toEqual([...named].sort());
  });
});

describe('filterByCountry', () => {
  it.each([
    [['multi_country'], undefined, true],
    [['multi_country'], 'shipments', true],
    [['contact_centre_operator'], 'pickups', true],
    [['contact_centre_operator'], 'shipments', false],
    [['contact_centre_operator'], undefined, false],
    [['administrator_god'], 'conditions', true],
    [['administrator_god'], 'conditions_of_shipment', true],
    [['administrator_god'], 'conditions_of_shipment_service', true],
    [['administrator_god'], 'pickups', false],
    [['administrator_god'], undefined, false],
    [['service_desk'], 'conditions', false],
    [['base'], 'pickups', false],
  ] as const)('%j on %s → %s', (groups, resource, expected) => {
    const context = resource === undefined ? {} : { resource };
    expect(can(user(...groups), 'filterByCountry', context)).toBe(expected);
  });
});

describe('shipment deletion', () => {
  it.each([
    [['courier'], false],
    [['pudo_manager'], false],
    [['courier', 'base'], false],
    [['pudo_manager', 'branch_manager'], false],
    [['courier', 'administrator_god'], true],
    [['pudo_manager', 'service_desk'], true],
    [['contact_centre_operator'], false],
    [['contact_centre_operator', 'contact_centre_operator'], false],
    [['contact_centre_operator', 'not_a_role'], false],
    [['contact_centre_operator', 'base'], true],
    [['contact_centre_operator', 'courier'], false],
    [['base'], true],
    [['branch_employee'], true],
    [['service_desk'], true],
  ] as const)('%j → %s', (groups, expected) => {
    expect(canDeleteShipment(groups)).toBe(expected);
    expect(can(user(...groups), 'shipmentDelete')).toBe(expected);
  });
});

describe('visit documents delete', () => {
  it.each([
    [['administrator_god'], true],
    [['service_desk'], true],
    [['pudo_manager'], true],
    [['pudo_manager', 'courier'], true],
    [['administrator_god', 'courier'], true],
    [['branch_employee'], true],
    [['terminal_manager'], true],
    [['branch_employee', 'courier'], false],
    [['courier'], false],
    [['base'], false],
    [['dispatch_manager'], false],
  ] as const)('%j → %s', (groups, expected) => {
    expect(can(user(...groups), 'visitDocumentsDelete')).toBe(expected);
  });
});

describe('resourcePermissions', () => {
  const full: ResourcePermissions = { create: true, edit: true, remove: true };
  const none: ResourcePermissions = { create: false, edit: false, remove: false };
  const rights = (resource: ResourceName, ...groups: string[]) =>
    resourcePermissions(user(...groups), resource);

  const EXCLUDED: ResourceName[] = [
    'companies',
    'contracts',
    'divisions',
    'nomenclatures',
    'measurements',
    'tasks',
    'orders',
    'shipments',
    'payments',
    'production_calendar',
    'pickups',
  ];

  it.each(['administrator_god', 'service_desk'] as const)(
    '%s edits every resource outside the exceptions',
    (role) => {
      for (const resource of RESOURCE_NAMES.filter(
        // Visits: registers §6 gives the visit list no rights at all (tested below).
        (name) => !EXCLUDED.includes(name) && name !== 'problem_parcels' && name !== 'visits',
      )) {
        expect(rights(resource, role), resource).toEqual(full);
      }
    },
  );

  it('gives nothing on the exceptions to edit-all alone', () => {
    for (const resource of ['companies', 'contracts', 'nomenclatures', 'tasks', 'pickups'] as const) {
      expect(rights(resource, 'administrator_god'), resource).toEqual(none);
      expect(rights(resource, 'service_desk'), resource).toEqual(none);
    }
  });

  it('lets only administrator-god and service desk edit (not create or remove) the production calendar', () => {
    const editOnly = { create: false, edit: true, remove: false };
    expect(rights('production_calendar', 'administrator_god')).toEqual(editOnly);
    expect(rights('production_calendar', 'service_desk')).toEqual(editOnly);
    expect(rights('production_calendar', 'base')).toEqual(none);
  });

  it('lets administrator-god and service desk edit and remove problem parcels', () => {
    const editRemove = { create: false, edit: true, remove: true };
    expect(rights('problem_parcels', 'administrator_god')).toEqual(editRemove);
    expect(rights('problem_parcels', 'service_desk')).toEqual(editRemove);
    expect(rights('problem_parcels', 'base')).toEqual(none);
  });

  it('lets only administrator-god edit divisions', () => {
    expect(rights('divisions', 'administrator_god')).toEqual({ create: false, edit: true, remove: false });
    expect(rights('divisions', 'service_desk')).toEqual(none);
    expect(rights('divisions', 'division_part_admin')).toEqual(none);
  });

  const FULL_RIGHTS: readonly [ResourceName[], string][] = [
    [
      ['countries', 'regions', 'settlements', 'streets', 'buildings'],
      'administrator-god, address-system admin and service desk',
    ],
    [['phone_codes'], 'administrator-god, phone-code admin and service desk'],
    [['scanning'], 'administrator-god, base and service desk'],
    [['measurements'], 'administrator-god and service desk'],
    [['route_optimization', 'time_intervals'], 'administrator-god, service desk and address-delivery admin'],
  ];

  it.each(FULL_RIGHTS)('%j: full rights for %s only', (resources, spec) => {
    const allowed: readonly Role[] = specRoles(spec);
    for (const resource of resources) {
      for (const role of ROLES) {
        expect(rights(resource, role), `${role} on ${resource}`).toEqual(
          allowed.includes(role) ? full : none,
        );
      }
    }
  });

  it('lets administrator-god and branch employees and managers create and delete orders', () => {
    const createDelete = { create: true, edit: false, remove: true };
    for (const role of ROLES) {
      const allowed = ['administrator_god', 'branch_employee', 'branch_manager'].includes(role);
      expect(rights('orders', role), role).toEqual(allowed ? createDelete : none);
    }
  });

  it('follows the shipment-deletion rule for removing shipments', () => {
    expect(rights('shipments', 'base')).toEqual({ create: false, edit: false, remove: true });
    expect(rights('shipments', 'courier', 'base')).toEqual(none);
    expect(rights('shipments', 'contact_centre_operator')).toEqual(none);
  });

  it('lets administrator-god and service desk edit (the note) and delete payments (registers §6)', () => {
    expect(rights('payments', 'service_desk')).toEqual({ create: false, edit: true, remove: true });
    expect(rights('payments', 'administrator_god')).toEqual({ create: false, edit: true, remove: true });
    expect(rights('payments', 'branch_employee')).toEqual(none);
    expect(rights('payments', 'base')).toEqual(none);
  });

  it('gives nobody rights in the visit list, administrator-god included (registers §6 "Visit list: none")', () => {
    expect(rights('visits', 'administrator_god')).toEqual(none);
    expect(rights('visits', 'service_desk')).toEqual(none);
  });

  it('gives condition admins the condition registers and nothing else', () => {
    for (const resource of [
      'conditions',
      'conditions_of_shipment',
      'conditions_of_shipment_service',
    ] as const) {
      expect(rights(resource, 'condition_admin'), resource).toEqual(full);
    }
    expect(rights('templates', 'condition_admin')).toEqual(none);
  });

  it('gives revision admins, couriers and plain base users no reference-data rights', () => {
    for (const role of ['revision_admin', 'courier', 'base'] as const) {
      expect(rights('languages', role)).toEqual(none);
      expect(rights('staffs', role)).toEqual(none);
    }
  });
});

describe('menu', () => {
  it.each(ROLES)('%s alone sees the menu only if base or contact-centre operator', (role) => {
    expect(canSeeMenu([role])).toBe(role === 'base' || role === 'contact_centre_operator');
  });

  const items = [
    { routeName: 'home', roles: 'any' as const },
    { routeName: 'shipments', roles: ['base', 'administrator_god'] as const },
    { routeName: 'pickups', roles: ['contact_centre_operator'] as const },
    { routeName: 'templates', roles: ['administrator_god'] as const },
  ];

  it('keeps the items whose groups the user holds, in order', () => {
    expect(filterMenu(['base'], items).map((item) => item.routeName)).toEqual(['home', 'shipments']);
    expect(filterMenu(['contact_centre_operator'], items).map((item) => item.routeName)).toEqual([
      'home',
      'pickups',
    ]);
    expect(filterMenu(['base', 'administrator_god'], items).map((item) => item.routeName)).toEqual([
      'home',
      'shipments',
      'templates',
    ]);
  });

  it('shows nothing to users without base or contact-centre operator', () => {
    expect(filterMenu(['administrator_god', 'pudo_manager'], items)).toEqual([]);
  });
});
