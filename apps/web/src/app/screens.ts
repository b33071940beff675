import type { RouteName } from '@console/domain';
import type { ComponentType } from 'react';
import { REGISTER_SCREENS } from '../features/registers/register-screens.ts';

/** Loads a screen's module on first visit: every route is its own chunk. */
export type ScreenLoader = () => Promise<ComponentType>;

const placeholder: ScreenLoader = () =>
  import('../features/placeholder/placeholder-page.tsx').then((module) => module.PlaceholderPage);

/** Screens built so far; every other route shows the placeholder until its issue lands. */
const BUILT_SCREENS: Partial<Record<RouteName, ScreenLoader>> = {
  home: () => import('../features/home/home-page.tsx').then((module) => module.HomePage),
  settings: () => import('../features/settings/settings-page.tsx').then((module) => module.SettingsPage),
  dev_settings: () =>
    import('../features/dev-settings/dev-settings-page.tsx').then((module) => module.DevSettingsPage),
  not_found: () => import('../features/not-found/not-found-page.tsx').then((module) => module.NotFoundPage),
  ...REGISTER_SCREENS,
  conditions: () =>
    import('../features/conditions/conditions-list-page.tsx').then((module) => module.ConditionsListPage),
  condition_edit: () =>
    import('../features/conditions/condition-edit-page.tsx').then((module) => module.ConditionEditPage),
  conditions_of_shipment: () =>
    import('../features/conditions/condition-nodes-page.tsx').then((module) => module.ShipmentConditionsPage),
  conditions_of_shipment_edit: () =>
    import('../features/conditions/condition-node-edit-page.tsx').then(
      (module) => module.ShipmentConditionEditPage,
    ),
  conditions_of_shipment_service: () =>
    import('../features/conditions/condition-nodes-page.tsx').then((module) => module.ServiceConditionsPage),
  conditions_of_shipment_service_edit: () =>
    import('../features/conditions/condition-node-edit-page.tsx').then(
      (module) => module.ServiceConditionEditPage,
    ),
  courier_management_hub: () =>
    import('../features/courier-routes/courier-management-hub-page.tsx').then(
      (module) => module.CourierManagementHubPage,
    ),
  edit_task: () => import('../features/tasks/task-page.tsx').then((module) => module.TaskPage),
  edit_task_client_address: () => import('../features/tasks/task-page.tsx').then((module) => module.TaskPage),
  edit_task_postomat: () => import('../features/tasks/task-page.tsx').then((module) => module.TaskPage),
  edit_task_pudo: () => import('../features/tasks/task-page.tsx').then((module) => module.TaskPage),
  personal_task: () =>
    import('../features/courier-day/personal-task-screen.tsx').then((module) => module.PersonalTaskScreen),
  employee_workplace: () =>
    import('../features/employee-workplace/employee-workplace-page.tsx').then(
      (module) => module.EmployeeWorkplacePage,
    ),
  visit: () => import('../features/visits/visit-page.tsx').then((module) => module.VisitPage),
  one_shipment: () =>
    import('../features/shipments/form/one-shipment-page.tsx').then((module) => module.OneShipmentPage),
  templates_create: () =>
    import('../features/templates/template-editor-page.tsx').then((module) => module.TemplateEditorPage),
  templates_edit: () =>
    import('../features/templates/template-editor-page.tsx').then((module) => module.TemplateEditorPage),
  back_office_workspace: () =>
    import('../features/back-office/back-office-workspace-page.tsx').then(
      (module) => module.BackOfficeWorkspacePage,
    ),
  customs_data_hub: () =>
    import('../features/customs/customs-hub-page.tsx').then((module) => module.CustomsHubPage),
  payment_edit: () => import('../features/money/payment-page.tsx').then((module) => module.PaymentPage),
  order_edit: () => import('../features/money/order-page.tsx').then((module) => module.OrderPage),
  novapay: () => import('../features/money/novapay-page.tsx').then((module) => module.NovaPayPage),
  mass_shipments_issuance: () =>
    import('../features/mass-operations/mass-operation-page.tsx').then((module) => module.MassIssuancePage),
  mass_shipments_lost: () =>
    import('../features/mass-operations/mass-operation-page.tsx').then((module) => module.MassLostPage),
  pudo_workplace: () =>
    import('../features/pudo/pudo-workplace-page.tsx').then((module) => module.PudoWorkplacePage),
  pudo_auto_accept: () =>
    import('../features/pudo/pudo-auto-accept-page.tsx').then((module) => module.PudoAutoAcceptPage),
  pudo_pass_courier: () =>
    import('../features/pudo/pudo-pass-courier-page.tsx').then((module) => module.PudoPassCourierPage),
  pudo_check_parcel: () =>
    import('../features/pudo/pudo-check-parcel-page.tsx').then((module) => module.PudoCheckParcelPage),
  staff_fixation_mobile_app: () =>
    import('../features/mobile-scanner/staff-fixation-page.tsx').then((module) => module.StaffFixationPage),
  scanning_barcode_cid_mobile_app: () =>
    import('../features/mobile-scanner/cid-scanner-page.tsx').then((module) => module.CidScannerPage),
  scan_edit: () => import('../features/scanning/scan-edit-page.tsx').then((module) => module.ScanEditPage),
  problem_parcel_edit: () =>
    import('../features/scanning/problem-parcel-page.tsx').then((module) => module.ProblemParcelPage),
  courier_hub_workplace: () =>
    import('../features/scanning/courier-hub-page.tsx').then((module) => module.CourierHubPage),
  processing_hub: () =>
    import('../features/scanning/processing-hub-page.tsx').then((module) => module.ProcessingHubPage),
  pickups_create: () => import('../features/pickups/pickup-page.tsx').then((module) => module.PickupPage),
  pickups_view: () => import('../features/pickups/pickup-page.tsx').then((module) => module.PickupPage),
};

export function screenLoader(routeName: RouteName): ScreenLoader {
  return BUILT_SCREENS[routeName] ?? placeholder;
}

export const loadLoginPage: ScreenLoader = () =>
  import('../features/auth/login-page.tsx').then((module) => module.LoginPage);

/** The recipient's public tracking page (issue 27): no sign-in, no console shell. */
export const loadTrackingPage: ScreenLoader = () =>
  import('../features/tracking/tracking-page.tsx').then((module) => module.TrackingPage);

export const loadAppShell: ScreenLoader = () =>
  import('../features/layout/app-shell.tsx').then((module) => module.AppShell);
