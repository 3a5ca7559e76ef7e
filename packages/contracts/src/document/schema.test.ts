import {
  DOCUMENT_MESSAGES,
  documentAuditFilterSchema,
  documentFilterSchema,
  documentReviewSchema,
  documentUploadFieldsSchema,
} from './index';

const id = '0123456789abcdef01234567';

it('asks a reason of a file sent back and of nothing else', () => {
  expect(documentReviewSchema.safeParse({ decision: 'ACCEPTED' }).success).toBe(true);
  expect(documentReviewSchema.parse({ decision: 'REJECTED', reason: '  Blurred  ' })).toEqual({
    decision: 'REJECTED',
    reason: 'Blurred',
  });
  for (const reason of [undefined, null, '', '   ']) {
    const result = documentReviewSchema.safeParse({ decision: 'REJECTED', reason });
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ['reason'], message: DOCUMENT_MESSAGES.reasonRequired }),
    ]);
  }
  expect(documentReviewSchema.safeParse({ decision: 'PENDING_REVIEW', reason: 'x' }).success).toBe(false);
  expect(documentReviewSchema.safeParse({ decision: 'REJECTED', reason: 'x'.repeat(1001) }).success).toBe(
    false,
  );
});

it('reads the text fields of an upload, an empty certificate as none', () => {
  expect(
    documentUploadFieldsSchema.parse({ protocolId: id, certificateId: '', kind: 'TRANSLATION' }),
  ).toEqual({
    protocolId: id,
    kind: 'TRANSLATION',
  });
  expect(documentUploadFieldsSchema.safeParse({ protocolId: id, kind: 'SELFIE' }).success).toBe(false);
  expect(documentUploadFieldsSchema.safeParse({ protocolId: 'x', kind: 'OTHER' }).success).toBe(false);
  expect(documentUploadFieldsSchema.safeParse({ protocolId: id, kind: 'OTHER', name: 'a' }).success).toBe(
    false,
  );
});

it('filters the list and the audit by the fields the API names, and nothing else', () => {
  const filter = { protocolId: id, certificateId: id, kind: 'OTHER', status: 'ACCEPTED' };
  expect(documentFilterSchema.parse(filter)).toEqual(filter);
  expect(documentFilterSchema.safeParse({ ...filter, deleted: true }).success).toBe(false);
  expect(documentAuditFilterSchema.parse({ protocolId: id })).toEqual({ protocolId: id });
  expect(documentAuditFilterSchema.parse({ documentId: id })).toEqual({ documentId: id });
});
