/** One file of a multipart body. */
export interface MultipartFile {
  bytes: Uint8Array;
  filename: string;
  type: string;
}

/**
 * A multipart/form-data body exactly as a browser's FormData encodes it (boundary and all),
 * ready for app.inject: the platform's own encoder, not a hand-made imitation.
 */
export async function multipartBody(
  fields: Record<string, MultipartFile | string>,
): Promise<{ payload: Buffer; headers: { 'content-type': string } }> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (typeof value === 'string') form.append(name, value);
    else form.append(name, new Blob([value.bytes], { type: value.type }), value.filename);
  }
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  const contentType = request.headers.get('content-type');
  if (!contentType) throw new Error('FormData produced no content type');
  return { payload: Buffer.from(await request.arrayBuffer()), headers: { 'content-type': contentType } };
}
