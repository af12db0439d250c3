import { useMutation } from '@tanstack/react-query';
import { sendMessageBodySchema, sendMessageResponseSchema } from '@shared/contract/messages';
import { apiRequest } from '@client/lib/api-client';

/** POST /api/send-message: a free-text message to the experts. */
export function postSendMessage(message: string) {
  return apiRequest('/api/send-message', {
    method: 'POST',
    body: sendMessageBodySchema.parse({ message }),
    schema: sendMessageResponseSchema,
  });
}

export function useSendMessage() {
  return useMutation({ mutationFn: postSendMessage });
}
