export { type ApiClientConfig, apiClient, configureApiClient, createApiClient } from './client.ts';
export {
  DEFAULT_API_BASE_URL,
  DEV_SETTINGS_STORAGE_KEY,
  type DevSettings,
  getApiBaseUrl,
  getLoggingBaseUrl,
  getShipmentsBaseUrl,
  readDevSettings,
  writeDevSettings,
} from './dev-settings.ts';
export {
  addError,
  addNotice,
  type NewNotice,
  type Notice,
  type NoticeAction,
  type NoticeType,
  noticeDuration,
  useErrorList,
} from './error-list.ts';
export { ErrorNotifications } from './error-notifications.tsx';
export { CANCELLED_CODE, isCancelledError, ProductError } from './product-error.ts';
export { useDelayedLoading } from './use-delayed-loading.ts';
export {
  BACKEND_NAMESPACE,
  type JoiMessageParams,
  joiMessage,
  ValidationMessages,
  validationMessageLines,
  validationMessageList,
} from './validation-messages.ts';
