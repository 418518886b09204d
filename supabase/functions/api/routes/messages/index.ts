import { createRouter } from '../_shared/router.ts';
import * as handlers from './handlers.ts';
import * as routes from './routes.ts';

export const messagesRouter = createRouter()
  .openapi(routes.dispatchMessages, handlers.dispatchMessages)
  .openapi(routes.whatsappWebhookHandshake, handlers.whatsappWebhookHandshake)
  .openapi(routes.whatsappStatusWebhook, handlers.whatsappStatusWebhook)
  .openapi(routes.listMessages, handlers.listMessages)
  .openapi(routes.getMessage, handlers.getMessage)
  .openapi(routes.retryFailedMessages, handlers.retryFailedMessages)
  .openapi(routes.retryMessage, handlers.retryMessage);
