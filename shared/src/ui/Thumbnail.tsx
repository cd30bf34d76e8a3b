import { useState } from 'react';

interface ThumbnailProps {
  /** The picture; none (a game or post without one) draws the placeholder in the same box. */
  src: string | null | undefined;
  /** The app's class for the box: it sizes the picture and the placeholder alike, so rows and grids line up. */
  className?: string;
  /** The picture's size in pixels: the attributes reserve its box before it arrives (no layout shift). */
  width: number;
  height: number;
  /** Near the top of the page: load it at once rather than when scrolled to. */
  eager?: boolean;
  /** The page's largest paint: fetched with high priority, ahead of scripts. */
  priority?: boolean;
  draggable?: boolean;
}

/**
 * A game's or post's picture beside its title, so decorative (empty alt): the title says what it is. Without a
 * picture, or when it fails to load, an empty box of the same class keeps the layout.
 */
export function Thumbnail({
  src,
  className,
  width,
  height,
  eager = false,
  priority = false,
  draggable,
}: ThumbnailProps) {
  const [failed, setFailed] = useState<string | null>(null);
  if (!src || failed === src) return <span className={className} aria-hidden="true" />;
  return (
    <img
      className={className}
      src={src}
      alt=""
      width={width}
      height={height}
      loading={eager || priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      draggable={draggable}
      onError={() => setFailed(src)}
    />
  );
}
