import { applyDecorators } from '@nestjs/common';
import { ApiResponse } from '@nestjs/swagger';

/** The danger-zone calls' body, for the API docs. */
export const CONFIRMATION_BODY = {
  schema: {
    type: 'object',
    properties: {
      password: { type: 'string', description: 'The owner’s current password' },
      confirm: { type: 'string', description: 'An owner without a password (Google sign-in only): the business’s name' },
    },
  },
  examples: { password: { value: { password: 'correct horse battery staple' } }, googleOnly: { value: { confirm: 'Test Stores' } } },
};

/** How the danger-zone calls refuse; a refusal changes nothing. */
export const CONFIRMATION_REFUSALS = () =>
  applyDecorators(
    ApiResponse({ status: 400, description: 'No password (or, for a Google-only owner, no or another business name)' }),
    ApiResponse({ status: 401, description: 'INVALID_CURRENT_PASSWORD' }),
    ApiResponse({ status: 403, description: 'Not the business’s owner' }),
  );
