import { useEffect, useEffectEvent, useId, useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { UPLOAD_THUMBNAIL_MAX_BYTES, type UploadThumbnail } from '@portal/shared';
import { NAMESPACE } from '../i18n';
import { listArchiveImages, readArchiveImage, type ArchiveImage } from './archiveImages';
import { formatBytes } from './formatUnits';
import { RequiredMark } from './RequiredMark';
import { dataUrlOf, readThumbnailFile } from './thumbnailImage';
import type { FlowMessage } from './uploadErrors';

interface Props {
  /** The uploaded zip, still in the page: its images can be the thumbnail. */
  archive: File;
  value: UploadThumbnail | null;
  onChange: (value: UploadThumbnail | null) => void;
  /** A refused picture (type, size) is this field's error. */
  onError: (message: FlowMessage | null) => void;
  inputRef: Ref<HTMLInputElement>;
  describedBy: string;
  invalid: boolean;
}

/**
 * The game's picture: an image file the uploader chooses (sent inline), or one of the images inside the game's
 * own zip (sent as its archive path). The running preview is on another origin, so a frame of it cannot be
 * captured from here; the game's own images are the real pictures of it the page can read.
 */
export function ThumbnailField({ archive, value, onChange, onError, inputRef, describedBy, invalid }: Props) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const ids = { file: useId(), gallery: useId(), fileName: useId() };
  const [images, setImages] = useState<ArchiveImage[]>([]);
  const [galleryOpen, setGalleryOpen] = useState(false);
  const [urls, setUrls] = useState<Record<string, string>>({});
  const [preview, setPreview] = useState<string | null>(null);
  const [fileName, setFileName] = useState<string | null>(null);
  const max = formatBytes(UPLOAD_THUMBNAIL_MAX_BYTES, i18n.language);

  useEffect(() => {
    let live = true;
    listArchiveImages(archive).then(
      (found) => live && setImages(found),
      () => live && setImages([]),
    );
    return () => {
      live = false;
    };
  }, [archive]);

  // Pictures read at an earlier opening are kept.
  const alreadyRead = useEffectEvent((image: ArchiveImage) => urls[image.path] !== undefined);
  // The gallery's pictures are read from the zip only once it is opened, one at a time.
  useEffect(() => {
    if (!galleryOpen) return;
    let live = true;
    void (async () => {
      for (const image of images) {
        if (!live) return;
        if (alreadyRead(image)) continue;
        const url = await readArchiveImage(archive, image).then(dataUrlOf, () => null);
        if (live && url) setUrls((current) => ({ ...current, [image.path]: url }));
      }
    })();
    return () => {
      live = false;
    };
  }, [galleryOpen, images, archive]);

  const chooseFile = async (file: File | undefined) => {
    if (!file) return;
    const checked = await readThumbnailFile(file);
    if (!checked.ok) {
      onError({ key: `flow.form.errors.thumbnail_${checked.problem}`, params: { max } });
      return;
    }
    onError(null);
    setFileName(file.name);
    setPreview(checked.dataUrl);
    onChange({ source: 'image', data_url: checked.dataUrl });
  };
  const pick = (image: ArchiveImage) => {
    onError(null);
    setFileName(null);
    setPreview(urls[image.path] ?? null);
    onChange({ source: 'archive', path: image.path });
  };
  const picked = value?.source === 'archive' ? value.path : null;

  return (
    <fieldset className="thumbnail-field" aria-describedby={describedBy}>
      <legend>
        {t('flow.form.thumbnail')}
        <RequiredMark />
      </legend>
      <div className="thumbnail-field__current">
        {preview ? (
          <img src={preview} alt={t('flow.form.thumbnailChosen')} data-testid="upload-thumbnail-preview" />
        ) : (
          <span className="upload-flow__hint">{t('flow.form.thumbnailNone')}</span>
        )}
      </div>
      <div className="thumbnail-field__choices">
        {/* The input stays the focusable control (keyboard, screen readers, its label), only hidden from sight: the
            label is drawn as the portal's button, and the chosen file's name is written in the page's language
            rather than the browser's ("No file chosen"). */}
        <input
          id={ids.file}
          ref={inputRef}
          type="file"
          className="visually-hidden thumbnail-field__input"
          accept="image/png,image/jpeg,image/webp,image/gif"
          aria-invalid={invalid || undefined}
          aria-describedby={fileName ? `${describedBy} ${ids.fileName}` : describedBy}
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            void chooseFile(file);
          }}
        />
        <label htmlFor={ids.file} className="button button--ghost thumbnail-field__pick">
          {t('flow.form.thumbnailUpload')}
        </label>
        {fileName && (
          <bdi id={ids.fileName} className="thumbnail-field__file-name" data-testid="upload-thumbnail-file-name">
            {fileName}
          </bdi>
        )}
        {images.length > 0 && (
          <button
            type="button"
            className="button button--ghost"
            aria-expanded={galleryOpen}
            aria-controls={ids.gallery}
            onClick={() => setGalleryOpen((open) => !open)}
          >
            {t('flow.form.thumbnailFromGame')}
          </button>
        )}
      </div>
      {galleryOpen && (
        <ul id={ids.gallery} className="thumbnail-field__gallery" aria-label={t('flow.form.thumbnailGallery')}>
          {images.map((image) => (
            <li key={image.path}>
              <button
                type="button"
                aria-pressed={picked === image.path}
                onClick={() => pick(image)}
                disabled={!urls[image.path]}
              >
                {urls[image.path] ? (
                  <img src={urls[image.path]} alt="" />
                ) : (
                  <span className="thumbnail-field__placeholder" aria-hidden="true" />
                )}
                <bdi dir="ltr">{image.path}</bdi>
              </button>
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}
