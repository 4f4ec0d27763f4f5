import { z } from 'zod';

// The ids compete's requests name. Internal: index.ts does not re-export this file (fundraisers has its own id
// fields under other names).

export const uuid = (message: string) => z.string({ error: message }).uuid(message);
export const fundRaiserIdField = uuid('Choose a fundraiser');
export const gameIdField = uuid('Choose a game');
