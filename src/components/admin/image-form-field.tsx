import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { ImageUploadField, type ImageValue } from '@/components/admin/image-upload-field';
import {
  FormControl,
  FormDescription,
  FormField,
  FormItem,
  FormLabel,
  FormMessage,
} from '@/components/ui/form';
import { cn } from '@/lib/utils';

export interface ImageFormFieldProps<T extends FieldValues> {
  control: Control<T>;
  name: FieldPath<T>;
  /** Also the preview's alt text. */
  label: string;
  /** Keeps the label for screen readers only (a card title already names the field). */
  hideLabel?: boolean;
  /** A hint under the field. */
  description?: string;
  bucket: string;
  buildPath: (file: File) => string | null;
  maxBytes?: number;
  onUploadingChange?: (uploading: boolean) => void;
  /**
   * For paths that never wait for an id: the image is always uploaded at once, so the field
   * holds its URL or null, never a File.
   */
  urlOnly?: boolean;
}

/** An image upload bound to a react-hook-form field, with its label and validation message. */
export function ImageFormField<T extends FieldValues>({
  control,
  name,
  label,
  hideLabel = false,
  description,
  bucket,
  buildPath,
  maxBytes,
  onUploadingChange,
  urlOnly = false,
}: ImageFormFieldProps<T>) {
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => (
        <FormItem>
          <FormLabel className={cn(hideLabel && 'sr-only')}>{label}</FormLabel>
          <FormControl>
            <ImageUploadField
              value={field.value as ImageValue}
              onChange={(value) =>
                field.onChange(urlOnly && typeof value !== 'string' ? null : value)
              }
              bucket={bucket}
              buildPath={buildPath}
              maxBytes={maxBytes}
              onUploadingChange={onUploadingChange}
              alt={label}
            />
          </FormControl>
          {description && <FormDescription>{description}</FormDescription>}
          <FormMessage />
        </FormItem>
      )}
    />
  );
}
