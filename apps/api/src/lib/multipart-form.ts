import type { FastifyRequest } from 'fastify';
import { ErrorReason } from '@creators-archive/contract';
import { reasonError } from '../i18n/error-messages';
import type { FieldIssue } from '../i18n/validation-messages';
import { AppError } from './app-error';

/** What an upload route's form may hold, and its words when the body itself cannot be taken. */
export type MultipartRules = {
  /** The file field; a file under any other name is an unknown field. */
  fileField: string;
  /** How many files the field takes; one without it. */
  maxFiles?: number;
  /** The problem given to the file field when more files are sent than it takes. */
  oneFileOnly: string;
  /** What the files may weigh together; a body past it answers 413 with `words.filesTooLarge`. */
  maxTotalBytes?: number;
  /** An empty file part counts as no file: an empty file input still sends one. */
  emptyFileIsNone: boolean;
  /**
   * A field name the parser refuses (`__proto__`, `constructor`) answers as too many parts, 413,
   * rather than as an unreadable body, 400.
   */
  refusedNameIsTooMany: boolean;
  words: {
    /** 415: the body is not multipart/form-data. */
    notMultipart: string;
    /** 413: the file is over the size the route's multipart limits allow. */
    fileTooLarge: string;
    /** 413: more parts or fields than the route's multipart limits allow. */
    tooManyParts: string;
    /** 413: the files together are over `maxTotalBytes`. */
    filesTooLarge?: string;
  };
};

/** The form as read: its files (the first as `file`), its text fields, and the problems found so far, by field. */
export type MultipartForm = {
  file: Buffer | undefined;
  files: Buffer[];
  fields: Record<string, string>;
  problems: Record<string, string | FieldIssue>;
};

/**
 * Reads a multipart/form-data body within the limits the route registered `@fastify/multipart`
 * with: one file in `rules.fileField`, text fields beside it. A body that is not multipart is 415
 * UNSUPPORTED_MEDIA_TYPE, a file or a part count over the limits 413 PAYLOAD_TOO_LARGE, and a body
 * that cannot be parsed at all 400 MALFORMED_MULTIPART. Unknown and repeated files become field
 * problems, left with the text fields for the route to check and answer with the validation envelope.
 */
export async function readMultipartForm(
  request: FastifyRequest,
  rules: MultipartRules,
): Promise<MultipartForm> {
  if (!request.isMultipart()) {
    throw new AppError(415, ErrorReason.unsupportedMediaType, rules.words.notMultipart);
  }
  const files: Buffer[] = [];
  const maxFiles = rules.maxFiles ?? 1;
  let totalBytes = 0;
  const fields: Record<string, string> = {};
  const problems: Record<string, string | FieldIssue> = {};
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        totalBytes += bytes.length;
        if (rules.maxTotalBytes !== undefined && totalBytes > rules.maxTotalBytes) {
          throw new AppError(
            413,
            ErrorReason.payloadTooLarge,
            rules.words.filesTooLarge ?? rules.words.fileTooLarge,
          );
        }
        if (part.fieldname !== rules.fileField) problems[part.fieldname] = 'validation.unknownField';
        else if (files.length >= maxFiles) problems[rules.fileField] = rules.oneFileOnly;
        else if (bytes.length > 0 || !rules.emptyFileIsNone) files.push(bytes);
      } else {
        fields[part.fieldname] = String(part.value);
      }
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError(413, ErrorReason.payloadTooLarge, rules.words.fileTooLarge);
    }
    if (code === 'FST_FILES_LIMIT') problems[rules.fileField] = rules.oneFileOnly;
    else if (
      code === 'FST_PARTS_LIMIT' ||
      code === 'FST_FIELDS_LIMIT' ||
      (code === 'FST_PROTO_VIOLATION' && rules.refusedNameIsTooMany)
    ) {
      throw new AppError(413, ErrorReason.payloadTooLarge, rules.words.tooManyParts);
    } else {
      // No boundary, cut short, a malformed part header: the body itself is unreadable.
      throw reasonError(400, ErrorReason.malformedMultipart);
    }
  }
  return { file: files[0], files, fields, problems };
}
