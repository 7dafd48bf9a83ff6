import { actionSchema } from '@/actions/types';

/** Any action (navigate, openUrl, dialog, ...), for props that say what a tap does. */
export const anyAction = { ...actionSchema, description: 'What a tap does: an action object (see docs/schemas.md, Actions).' } as const;
