import { Schema, type Connection } from 'mongoose';

export type LoginPageDocument = {
  _id: string;
  officeName?: string | null;
  logo?: string | null;
  backgroundImage?: string | null;
  backgroundColor?: string | null;
  updatedBy?: string;
};

/** One document, `_id: 'login-page'`. */
const loginPageSchema = new Schema<LoginPageDocument>(
  {
    _id: { type: String, required: true },
    officeName: { type: String, default: null },
    logo: { type: String, default: null },
    backgroundImage: { type: String, default: null },
    backgroundColor: { type: String, default: null },
    updatedBy: String,
  },
  { strict: 'throw', timestamps: true, versionKey: false },
);

export const loginPageModel = (connection: Connection) =>
  connection.model('LoginPageConfiguration', loginPageSchema);
