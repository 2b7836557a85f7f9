import { UPLOAD_FOLDER_MESSAGE, uploadFolder } from '@car-rental/domain/contract/uploads';
import { DomainError, fieldRefusal } from '@car-rental/domain/errors';
import { imageMessages } from '@car-rental/domain/uploads/validate-image-file';
import type { FastifyRequest } from 'fastify';
import type { ImageUpload } from './upload-image.ts';

const NO_FILE = 'fields.chooseImage';
const MALFORMED = 'details.uploadMalformed';

/** an error the multipart plugin gives with its own 4xx status (a limit, a prototype name) */
const hasClientStatus = (error: unknown) => {
  const status = (error as { statusCode?: unknown }).statusCode;
  return typeof status === 'number' && status >= 400 && status < 500;
};

function codeOf(error: unknown): string | undefined {
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' ? code : undefined;
}

/**
 * Reads the multipart body: one file in the `file` field and an optional `folder`
 * field ('cars'). The multipart plugin stops a file at 5 MB (MAX_IMAGE_BYTES in app.ts).
 */
export async function readUpload(
  request: FastifyRequest,
  /** a route whose folder is its own (the booking page's licence photo): no `folder` field read */
  fixedFolder?: ImageUpload['folder'],
): Promise<ImageUpload> {
  if (!request.isMultipart()) {
    throw fieldRefusal('validation_failed', 'body.file', NO_FILE);
  }
  let file: { bytes: Uint8Array; mimetype: string } | undefined;
  let folder: unknown = fixedFolder ?? 'cars';
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (part.file.truncated) throw new DomainError('file_too_large', imageMessages.tooLarge);
        if (part.fieldname === 'file') file = { bytes, mimetype: part.mimetype };
      } else if (part.fieldname === 'folder' && !fixedFolder) {
        folder = part.value;
      }
    }
  } catch (error) {
    if (codeOf(error) === 'FST_REQ_FILE_TOO_LARGE') {
      throw new DomainError('file_too_large', imageMessages.tooLarge);
    }
    if (codeOf(error) === 'FST_FILES_LIMIT') {
      throw new DomainError('validation_failed', 'details.uploadOneImage');
    }
    if (error instanceof DomainError || hasClientStatus(error)) throw error;
    // what else the parser throws is the body's fault: no boundary, an empty one, a body cut
    // before its closing boundary ('Unexpected end of multipart data'), a part cut short;
    // only reading the request happens in this block, so it is never the server's own failure
    throw new DomainError('validation_failed', MALFORMED);
  }
  const parsedFolder = uploadFolder.safeParse(folder);
  if (!parsedFolder.success) {
    const message = UPLOAD_FOLDER_MESSAGE;
    throw fieldRefusal('validation_failed', 'body.folder', message);
  }
  if (!file || file.bytes.length === 0) {
    throw fieldRefusal('validation_failed', 'body.file', NO_FILE);
  }
  return { ...file, folder: parsedFolder.data };
}
