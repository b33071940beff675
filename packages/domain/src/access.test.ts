import { describe, expect, it } from 'vitest';
import { checkRouteAccess, hasServiceAccess } from './access.ts';
import { MESSAGES } from './messages.ts';
import { ROLES } from './roles.ts';
import { ROUTE_NAMES, ROUTES } from './routes.ts';

const serviceDenied = { ok: false, reason: 'service', message: MESSAGES.serviceForbidden };
const resourceDenied = { ok: false, reason: 'resource', message: MESSAGES.resourceForbidden };
const mobileDenied = { ok: false, reason: 'mobile_app_only', message: MESSAGES.mobileAppOnly };
const mobileApp = { consumer: 'mobile_app' };
const fromPudo = { from: 'pudo_workplace' };

describe('hasServiceAccess', () => {
  it.each(ROLES)('%s alone', (role) => {
    expect(hasServiceAccess([role])).toBe(['base', 'contact_centre_operator', 'pudo_manager'].includes(role));
  });

  it('is false without groups', () => {
    expect(hasServiceAccess([])).toBe(false);
  });
});

describe('checkRouteAccess (platform §6 access rule)', () => {
  it('refuses the service to a user holding none of base, contact-centre operator, pudo manager', () => {
    for (const route of ROUTE_NAMES.filter((name) => name !== 'login')) {
      expect(checkRouteAccess(['courier', 'administrator_god'], route), route).toEqual(serviceDenied);
    }
  });

  it('always lets anybody reach login, whatever the groups or query', () => {
    expect(checkRouteAccess([], 'login')).toEqual({ ok: true });
    expect(checkRouteAccess(['courier'], 'login', fromPudo)).toEqual({ ok: true });
  });

  it('checks home and not_found for the service roles like any other route', () => {
    expect(checkRouteAccess([], 'home')).toEqual(serviceDenied);
    expect(checkRouteAccess(['broker'], 'not_found')).toEqual(serviceDenied);
    expect(checkRouteAccess(['contact_centre_operator'], 'home')).toEqual({ ok: true });
  });

  it('lets a courier who holds a service role open visit but not shipments', () => {
    expect(checkRouteAccess(['courier', 'pudo_manager'], 'visit')).toEqual({ ok: true });
    expect(checkRouteAccess(['courier', 'pudo_manager'], 'shipments')).toEqual(resourceDenied);
  });

  it('lets a pudo manager open the pudo workplace and a base user not', () => {
    expect(checkRouteAccess(['pudo_manager'], 'pudo_workplace')).toEqual({ ok: true });
    expect(checkRouteAccess(['base'], 'pudo_workplace')).toEqual(resourceDenied);
  });

  it('opens every route open to any for a service role, except the mobile-app routes on desktop', () => {
    for (const route of ROUTE_NAMES.filter((name) => ROUTES[name].roles === 'any')) {
      const expected = ROUTES[route].mobileAppOnly ? mobileDenied : { ok: true };
      expect(checkRouteAccess(['pudo_manager'], route), route).toEqual(expected);
    }
  });

  describe.each(['staff_fixation_mobile_app', 'scanning_barcode_cid_mobile_app'] as const)('%s', (route) => {
    it('opens with consumer=mobile_app', () => {
      expect(checkRouteAccess(['base'], route, mobileApp)).toEqual({ ok: true });
      expect(checkRouteAccess(['base'], route, { ...mobileApp, isMobileApp: true })).toEqual({ ok: true });
    });

    it('refuses other consumers and a detected desktop', () => {
      expect(checkRouteAccess(['base'], route)).toEqual(mobileDenied);
      expect(checkRouteAccess(['base'], route, { consumer: 'web' })).toEqual(mobileDenied);
      expect(checkRouteAccess(['base'], route, { consumer: null })).toEqual(mobileDenied);
      expect(checkRouteAccess(['base'], route, { ...mobileApp, isMobileApp: false })).toEqual(mobileDenied);
    });

    it('checks the service roles first', () => {
      expect(checkRouteAccess(['courier'], route)).toEqual(serviceDenied);
    });
  });

  describe('from=pudo_workplace', () => {
    it.each([
      [['pudo_manager'], 'pudo_check_parcel'],
      [['base', 'administrator_god'], 'pudo_workplace'],
      [['base', 'service_desk'], 'visit'],
      [['pudo_manager'], 'one_shipment'],
    ] as const)('lets %j open %s', (groups, route) => {
      expect(checkRouteAccess(groups, route, fromPudo)).toEqual({ ok: true });
    });

    it.each([
      [['base'], 'visit'],
      [['base', 'branch_employee'], 'one_shipment'],
      [['contact_centre_operator'], 'settings'],
      [['base'], 'home'],
    ] as const)('refuses %j on %s', (groups, route) => {
      expect(checkRouteAccess(groups, route, fromPudo)).toEqual(resourceDenied);
    });

    it('does not apply to other from values', () => {
      expect(checkRouteAccess(['base'], 'visit', { from: 'visit_list' })).toEqual({ ok: true });
    });

    it('still needs the route roles after it', () => {
      expect(checkRouteAccess(['pudo_manager'], 'shipments', fromPudo)).toEqual(resourceDenied);
    });
  });

  it('refuses a route whose roles the user lacks with the resource message', () => {
    expect(checkRouteAccess(['base'], 'templates')).toEqual(resourceDenied);
    expect(checkRouteAccess(['base', 'administrator_god'], 'templates')).toEqual({ ok: true });
    expect(checkRouteAccess(['contact_centre_operator'], 'pickups')).toEqual({ ok: true });
    expect(checkRouteAccess(['contact_centre_operator'], 'payments')).toEqual(resourceDenied);
  });
});
