import Image from '@tiptap/extension-image';
import Link from '@tiptap/extension-link';
import { EditorContent, useEditor, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import {
  Bold,
  Heading2,
  Heading3,
  ImagePlus,
  Italic,
  Link2,
  List,
  ListOrdered,
  Quote,
  Redo2,
  Undo2,
  type LucideIcon,
} from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { ARTICLES_BUCKET } from '@/entities/article/article-storage';
import { errorMessage } from '@/lib/errors';
import { IMAGE_TYPES, imageProblemMessage, uniqueObjectPath, uploadImage } from '@/lib/storage';
import { cn } from '@/lib/utils';

/** Typography for the editing surface (no typography plugin in this project). */
const CONTENT_CLASSES = cn(
  'min-h-64 rounded-b-md px-3 py-2 text-sm focus-visible:outline-none',
  '[&_h2]:mb-2 [&_h2]:mt-4 [&_h2]:text-xl [&_h2]:font-semibold',
  '[&_h3]:mb-2 [&_h3]:mt-3 [&_h3]:text-lg [&_h3]:font-semibold',
  '[&_p]:my-2 [&_ul]:my-2 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:my-2 [&_ol]:list-decimal [&_ol]:pl-6',
  '[&_blockquote]:border-l-4 [&_blockquote]:pl-3 [&_blockquote]:italic',
  '[&_a]:text-primary [&_a]:underline [&_img]:my-2 [&_img]:max-h-80 [&_img]:rounded-md',
);

interface ToolProps {
  icon: LucideIcon;
  label: string;
  active?: boolean;
  disabled?: boolean;
  onClick: () => void;
}

function Tool({ icon: Icon, label, active, disabled, onClick }: ToolProps) {
  return (
    <Button
      type="button"
      variant="ghost"
      size="icon"
      className={cn('size-8', active && 'bg-accent text-accent-foreground')}
      aria-label={label}
      title={label}
      aria-pressed={active}
      disabled={disabled}
      onClick={onClick}
    >
      <Icon />
    </Button>
  );
}

function Toolbar({ editor }: { editor: Editor }) {
  const { t } = useTranslation('admin-articles');
  const fileInput = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const chain = () => editor.chain().focus();

  const insertImage = async (file: File | undefined) => {
    if (!file) return;
    const problem = imageProblemMessage(file);
    if (problem) {
      toast.error(problem);
      return;
    }
    setUploading(true);
    try {
      const src = await uploadImage(
        ARTICLES_BUCKET,
        uniqueObjectPath('content', 'image', file),
        file,
      );
      chain().setImage({ src, alt: '' }).run();
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setUploading(false);
    }
  };

  const editLink = () => {
    const previous = (editor.getAttributes('link').href as string | undefined) ?? '';
    const href = window.prompt(t('editor.linkPrompt'), previous);
    if (href === null) return;
    if (href.trim() === '') chain().extendMarkRange('link').unsetLink().run();
    else chain().extendMarkRange('link').setLink({ href: href.trim() }).run();
  };

  return (
    <div
      role="toolbar"
      aria-label={t('editor.toolbar')}
      className="flex flex-wrap items-center gap-0.5 border-b p-1"
    >
      <Tool
        icon={Bold}
        label={t('editor.bold')}
        active={editor.isActive('bold')}
        onClick={() => chain().toggleBold().run()}
      />
      <Tool
        icon={Italic}
        label={t('editor.italic')}
        active={editor.isActive('italic')}
        onClick={() => chain().toggleItalic().run()}
      />
      <Tool
        icon={Heading2}
        label={t('editor.heading2')}
        active={editor.isActive('heading', { level: 2 })}
        onClick={() => chain().toggleHeading({ level: 2 }).run()}
      />
      <Tool
        icon={Heading3}
        label={t('editor.heading3')}
        active={editor.isActive('heading', { level: 3 })}
        onClick={() => chain().toggleHeading({ level: 3 }).run()}
      />
      <Tool
        icon={List}
        label={t('editor.bulletList')}
        active={editor.isActive('bulletList')}
        onClick={() => chain().toggleBulletList().run()}
      />
      <Tool
        icon={ListOrdered}
        label={t('editor.orderedList')}
        active={editor.isActive('orderedList')}
        onClick={() => chain().toggleOrderedList().run()}
      />
      <Tool
        icon={Quote}
        label={t('editor.quote')}
        active={editor.isActive('blockquote')}
        onClick={() => chain().toggleBlockquote().run()}
      />
      <Tool
        icon={Link2}
        label={t('editor.link')}
        active={editor.isActive('link')}
        onClick={editLink}
      />
      <input
        ref={fileInput}
        type="file"
        accept={IMAGE_TYPES.join(',')}
        className="sr-only"
        tabIndex={-1}
        aria-hidden
        onChange={(event) => {
          void insertImage(event.target.files?.[0]);
          event.target.value = '';
        }}
      />
      <Tool
        icon={ImagePlus}
        label={t('editor.image')}
        disabled={uploading}
        onClick={() => fileInput.current?.click()}
      />
      {uploading && <Spinner className="size-4" label={t('common:upload.uploading')} />}
      <span className="mx-1 h-5 w-px bg-border" aria-hidden />
      <Tool
        icon={Undo2}
        label={t('editor.undo')}
        disabled={!editor.can().undo()}
        onClick={() => chain().undo().run()}
      />
      <Tool
        icon={Redo2}
        label={t('editor.redo')}
        disabled={!editor.can().redo()}
        onClick={() => chain().redo().run()}
      />
    </div>
  );
}

interface RichTextEditorProps {
  value: string;
  onChange: (html: string) => void;
  label: string;
  id?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean;
}

/** TipTap editor producing HTML (sanitised again when the article is saved). */
export function RichTextEditor({ value, onChange, label, ...aria }: RichTextEditorProps) {
  const editor = useEditor({
    extensions: [
      StarterKit.configure({ heading: { levels: [2, 3] }, link: false }),
      Link.configure({
        openOnClick: false,
        defaultProtocol: 'https',
        protocols: ['http', 'https', 'mailto'],
      }),
      Image,
    ],
    content: value,
    // The toolbar shows the marks under the cursor, so it re-renders with the document.
    shouldRerenderOnTransaction: true,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': label,
        ...(aria.id ? { id: aria.id } : {}),
        ...(aria['aria-describedby'] ? { 'aria-describedby': aria['aria-describedby'] } : {}),
        'aria-invalid': String(Boolean(aria['aria-invalid'])),
        class: CONTENT_CLASSES,
      },
    },
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
  });

  return (
    <div className="rounded-md border border-input shadow-sm focus-within:ring-2 focus-within:ring-ring">
      {editor && <Toolbar editor={editor} />}
      <EditorContent editor={editor} />
    </div>
  );
}
