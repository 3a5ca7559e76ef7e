import mongoose from 'mongoose';

/** A stored id from its text, for a query or a reference; the route's schema has checked it is one (`objectIdText`). */
export const toObjectId = (id: string) => new mongoose.Types.ObjectId(id);
