import { useTranslate } from '@scheduler/shared-auth';
import { isImagePathOrBlank } from '@scheduler/shared-domain/venue-schema';
import { VENUE_SCREENS } from '@scheduler/shared-domain/venue-screens';
import { FormField } from '@scheduler/shared-ui/form-field';
import { type ChangeEvent, useEffect, useId, useState } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { imageSrc } from './image-src';

/** How long typing must pause before the preview asks for the typed path. */
export const PREVIEW_PAUSE_MS = 500;

/**
 * The path to preview: the field's value once typing has paused and only while it is a complete path or URL,
 * so no half-typed path is requested as an image.
 */
function usePreviewPath(value: string): string {
  const [previewed, setPreviewed] = useState(value.trim());
  useEffect(() => {
    const path = value.trim();
    const timer = setTimeout(() => setPreviewed(path !== '' && isImagePathOrBlank(path) ? path : ''), PREVIEW_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [value]);
  return previewed;
}

const ACCEPTED_IMAGES = 'image/png,image/jpeg,image/webp';

interface ImageFieldProps {
  label: string;
  value: string;
  /** The form's registration of the field, with its message. */
  field: UseFormRegisterReturn & { error: string | undefined };
  /** Uploads the file and answers the path the field then holds. */
  upload: (file: File) => Promise<string>;
  onUploaded: (path: string) => void;
  onUploadFailed: (failure: unknown) => void;
}

/** SPEC §2 Venue Icon / Photo Image: a path or URL typed in, or a file uploaded by an Admin, with a preview. */
export function ImageField({ label, value, field, upload, onUploaded, onUploadFailed }: ImageFieldProps) {
  const t = useTranslate();
  const [uploading, setUploading] = useState(false);
  const previewPath = usePreviewPath(value);
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
      <FormField label={t(VENUE_SCREENS.imagePath, { image: label })} {...field} />
      <div className="flex items-center gap-3">
        <label
          htmlFor={fileInputId}
          className="cursor-pointer rounded border border-gray-400 px-3 py-1 text-sm hover:bg-gray-100"
        >
          {uploading ? t(VENUE_SCREENS.uploading) : t(VENUE_SCREENS.uploadImage, { image: label.toLowerCase() })}
        </label>
        <input id={fileInputId} type="file" accept={ACCEPTED_IMAGES} onChange={onFile} className="sr-only" />
        {previewPath && (
          <img
            src={imageSrc(previewPath)}
            alt={t(VENUE_SCREENS.imagePreview, { image: label })}
            className="h-10 w-10 rounded object-cover"
          />
        )}
      </div>
    </div>
  );
}
