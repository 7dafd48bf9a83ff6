/** A file to upload with BA004, as base64 (a data: prefix is allowed and stripped). */
export interface Base64File {
  fileName: string;
  contentType: string;
  base64: string;
}

/** What BA004 answers: the stored file's URL (and id when the server gives one). */
export interface UploadedFile {
  url: string;
  fileId?: string;
}
