import type { Connection, Model, Schema } from 'mongoose';

/** The connection's model of that name, compiled once. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- schemas of any shape
export function defineModel<T>(connection: Connection, name: string, schema: Schema<T, any>): Model<T> {
  return (connection.models[name] as Model<T> | undefined) ?? connection.model<T>(name, schema);
}
