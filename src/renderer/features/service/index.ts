export { serviceTaskButtons } from './buttons';
export { DeliveryTagsProvider, useUndeliveredTag } from './useUndeliveredTag';
