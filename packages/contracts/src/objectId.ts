import { z } from 'zod';

/** The text of a stored id (a MongoDB ObjectId): 24 hexadecimal digits. */
export const OBJECT_ID_PATTERN = /^[a-f0-9]{24}$/i;

/** A stored id's text in a body, a query or a path; `message` is the code (or text) a wrong one is refused with. */
export const objectIdText = (message?: string) => z.string().regex(OBJECT_ID_PATTERN, message);
