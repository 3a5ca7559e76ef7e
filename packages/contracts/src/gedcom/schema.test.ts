import { File } from 'node:buffer';
import { gedcomPreviewFileSchema } from './schema';

// the import dialog checks its first step with this contract: a file is chosen before Read the file is sent
it('takes a chosen file and refuses none', () => {
  expect(gedcomPreviewFileSchema.safeParse({ file: new File(['0 HEAD'], 'tree.ged') }).success).toBe(true);
  const none = gedcomPreviewFileSchema.safeParse({ file: null });
  expect(none.success).toBe(false);
  expect(none.error?.issues).toEqual([
    expect.objectContaining({ path: ['file'], message: 'field.default.error' }),
  ]);
});
