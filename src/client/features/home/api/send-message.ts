import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sendMessageBodySchema, sendMessageResponseSchema } from '@shared/contract/messages';
import { apiRequest } from '@client/lib/api-client';
import { messagesQueryKey } from './get-messages';

/** POST /api/send-message: a free-text message to the experts. */
export function postSendMessage(message: string) {
  return apiRequest('/api/send-message', {
    method: 'POST',
    body: sendMessageBodySchema.parse({ message }),
    schema: sendMessageResponseSchema,
  });
}

/** After sending, the thread is read again so the message shows in 'Your messages'. */
export function useSendMessage() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: postSendMessage, onSuccess: () => queryClient.invalidateQueries({ queryKey: messagesQueryKey }) });
}
