/**
 * What the console reads from each call the component tests fake, by `'METHOD path'` (issue 31):
 * `fakeApi`'s routes are typed by it, so a fake answer of the wrong shape (a field renamed or
 * dropped in the domain) fails the typecheck of its test instead of passing against a console
 * that would break. Only tests import this file.
 */
import type {
  ApiErrorBody,
  AuthConfig,
  AvailableServices,
  Condition,
  ConditionProperty,
  ContactInformation,
  CourierActionAnswer,
  CourierDay,
  CourierShiftView,
  CurrentUser,
  CustomsData,
  FoundTimeInterval,
  GoodsItem,
  Identification,
  ListResult,
  LiveInsertionProposal,
  NomenclatureCalculationItem,
  NotificationTemplate,
  Order,
  Payment,
  ProblemParcel,
  PudoParcel,
  PudoReceivingScanCreated,
  PudoWorkplaceSummary,
  RoutePolylineView,
  RouteView,
  ScanAnswer,
  ScanRegistry,
  ShiftCourier,
  Shipment,
  ShipmentAttachmentInfo,
  ShipmentModificationView,
  ShipmentsForProcessing,
  ShipmentsProcessed,
  TokenPair,
  TrackingOptions,
  TrackingView,
  UserSettings,
  Visit,
  VisitSearchGroup,
  WaitingStop,
  WorkCalendarDay,
} from '@console/domain';
import { userSettingsSchema } from '@console/domain';
import { z } from 'zod';
import type { MonitoringPage } from '../features/courier-routes/routes-api.ts';
import type { CustomsQueuePage } from '../features/customs/customs-api.ts';
import type { RecentActivityItem } from '../features/employee-workplace/recent-activity.ts';
import type { PersonalTask, Task } from '../features/tasks/task-api.ts';
import type { CanEndAnswer } from '../features/visits/visit-api.ts';
import type { DivisionChoice } from '../features/working-division/working-division-api.ts';
import type { InterfaceLanguage } from '../i18n/languages.ts';

export interface ApiAnswers {
  'GET auth/config': AuthConfig;
  'POST auth/login': TokenPair;
  'POST auth/refresh': TokenPair;
  'GET users/me': CurrentUser;
  /** Another user's (`?login=`) carry their id. */
  'GET users/settings': UserSettings & { userId?: string };
  'POST users/settings': UserSettings;
  'GET users/working-divisions': { items: DivisionChoice[] };
  'GET i18n/languages': InterfaceLanguage[];
  'GET conditions-checks': { properties: ConditionProperty[] };
  'GET contact-information': ContactInformation;
  'GET courier/today': CourierDay;
  'POST courier/actions': { items: CourierActionAnswer[] };
  'GET courier-shifts': { items: CourierShiftView[] };
  'POST courier-shifts': CourierShiftView;
  'GET courier-shifts/couriers': { items: ShiftCourier[] };
  'GET dispatch-monitoring': MonitoringPage;
  'GET routes/waiting-stops': { items: WaitingStop[] };
  'POST routes': RouteView;
  'POST routes/live-insertion': LiveInsertionProposal;
  'GET task-groups/route-polylines': { items: RoutePolylineView[] };
  'GET tasks/personal': PersonalTask;
  'GET tasks/queue': { items: Task[] };
  'POST tasks': Task;
  'GET internal/orders': { items: Order[] };
  'POST orders': { data: Order };
  'GET orders/goods': { items: GoodsItem[] };
  'POST v2/shipments/available-services/structure-checking': AvailableServices;
  'POST pricing/nomenclature-calculations': { items: NomenclatureCalculationItem[] };
  'GET pudo/shipments': { items: PudoParcel[] };
  'GET pudo/workplace': PudoWorkplaceSummary;
  'POST pudo/scan-registry': PudoReceivingScanCreated;
  'GET shipment-attachments': { items: ShipmentAttachmentInfo[] };
  'GET shipment-modification': ListResult<ShipmentModificationView>;
  'GET shipments/customs/queue': CustomsQueuePage;
  'POST shipments/customs/data': CustomsData;
  'POST v2/shipments': Shipment;
  'POST visits': Visit;
  'POST identification': Identification;
  'POST identification/check': Identification;
  'POST time-intervals/find': FoundTimeInterval;
  'GET work-calendar': WorkCalendarDay[] | { items: WorkCalendarDay[] };
  'GET work-place/recent-activity': { items: RecentActivityItem[] } | RecentActivityItem[];
  'GET work-place/shipment-processed': ShipmentsProcessed;
  'GET work-place/shipment-for-processed': ShipmentsForProcessing;
}

/**
 * What the console reads from each call with a record in its path, by its route (`'GET shipments/:id'`):
 * `answerAt` (test-kit.tsx) types a fake of one record's call by it, as `ApiAnswers` types the others.
 */
export interface ApiAnswersAt {
  'GET shipments/:id': Shipment;
  'PUT v2/shipments/:id': Shipment;
  'GET shipments/visit-search/:text': { groups: VisitSearchGroup[] };
  'GET visits/:id': Visit;
  'PUT visits/:id': Visit;
  'POST visits/:id/documents': Visit;
  'POST visits/:id/end': Visit;
  'GET visits/:id/can-end': CanEndAnswer;
  'GET tasks/:id': Task;
  'GET routes/:id': RouteView;
  'PUT routes/:id/courier': RouteView;
  'PUT routes/:id/live-insertion': RouteView;
  'GET tracking/:token': TrackingView;
  'GET tracking/:token/options': TrackingOptions;
  'POST tracking/:token/redirect': TrackingView;
  'POST tracking/:token/delivery-date': TrackingView;
  'PUT users/:id/settings': UserSettings;
  'GET payments/:id': Payment;
  'PUT payments/:id': Payment;
  'GET scan-registry/:id': ScanRegistry;
  'POST scan-registry/:id/scans': ScanAnswer;
  'GET problem-parcels/:id': ProblemParcel;
  'GET templates/:id': NotificationTemplate;
  'PUT templates/:id': NotificationTemplate;
  'GET conditions/:id': Condition;
  'PUT conditions/:id': Condition;
}

/**
 * The answers the domain has a schema for are parsed as well: a fake that the types let through
 * (a value out of range, a bad id) still fails its test.
 */
export const ANSWER_SCHEMAS: { [Call in keyof ApiAnswers | keyof ApiAnswersAt]?: z.ZodType } = {
  'GET users/settings': userSettingsSchema.extend({ userId: z.uuid().optional() }),
  'POST users/settings': userSettingsSchema,
  'PUT users/:id/settings': userSettingsSchema,
};

/** A fake's answer to a call the console reads as `T`: that, or the API's error body. */
export interface TypedAnswer<T> {
  status: number;
  data?: T | ApiErrorBody;
}
