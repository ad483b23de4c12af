import { FormField } from '@scheduler/shared-ui/form-field';
import { type ChangeEvent, useId, useState } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { imageSrc } from './image-src';

const ACCEPTED_IMAGES = 'image/png,image/jpeg,image/webp';

interface ImageFieldProps {
  label: string;
  value: string;
  registration: UseFormRegisterReturn;
  /** Uploads the file and answers the path the field then holds. */
  upload: (file: File) => Promise<string>;
  onUploaded: (path: string) => void;
  onUploadFailed: (failure: unknown) => void;
}

/** SPEC §2 Venue Icon / Photo Image: a path or URL typed in, or a file uploaded by an Admin, with a preview. */
export function ImageField({ label, value, registration, upload, onUploaded, onUploadFailed }: ImageFieldProps) {
  const [uploading, setUploading] = useState(false);
  const fileInputId = useId();

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setUploading(true);
    try {
      onUploaded(await upload(file));
    } catch (failure) {
      onUploadFailed(failure);
    } finally {
      setUploading(false);
    }
  };

  return (
    <div className="flex flex-col gap-2">
      <FormField label={`${label} (path or URL)`} {...registration} />
      <div className="flex items-center gap-3">
        <label
          htmlFor={fileInputId}
          className="cursor-pointer rounded border border-gray-400 px-3 py-1 text-sm hover:bg-gray-100"
        >
          {uploading ? 'Uploading…' : `Upload ${label.toLowerCase()} file`}
        </label>
        <input id={fileInputId} type="file" accept={ACCEPTED_IMAGES} onChange={onFile} className="sr-only" />
        {value.trim() && (
          <img src={imageSrc(value.trim())} alt={`${label} preview`} className="h-10 w-10 rounded object-cover" />
        )}
      </div>
    </div>
  );
}
