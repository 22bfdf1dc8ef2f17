import type { ImgHTMLAttributes, Ref } from 'react';

/** A portrait's files as the API gives them (Portrait in schema.graphql). */
export interface PortraitFiles {
  readonly src: string;
  readonly avifSrcSet: string;
  readonly webpSrcSet: string;
}

type ImgProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'width' | 'height' | 'sizes'>;

/**
 * A character's picture at `size` CSS pixels: its portrait as AVIF or WebP (the browser picks the
 * format it takes and the width its screen needs), or `fallback` (the placeholder) when it has
 * none. Width and height are always set, so the page never shifts as pictures arrive. Lazy unless
 * `eager` (the first pictures a page shows).
 */
export function Portrait({
  portrait,
  fallback,
  size,
  eager = false,
  imgRef,
  alt = '',
  ...img
}: {
  portrait: PortraitFiles | null | undefined;
  fallback: string;
  size: number;
  eager?: boolean;
  imgRef?: Ref<HTMLImageElement>;
} & ImgProps) {
  const common = {
    ...img,
    width: size,
    height: size,
    loading: eager ? ('eager' as const) : ('lazy' as const),
    decoding: 'async' as const,
    ...(eager ? { fetchPriority: 'high' as const } : {}),
    ref: imgRef,
  };
  if (!portrait) return <img {...common} alt={alt} src={fallback} />;
  const sizes = `${size}px`;
  return (
    <picture>
      <source type="image/avif" srcSet={portrait.avifSrcSet} sizes={sizes} />
      <source type="image/webp" srcSet={portrait.webpSrcSet} sizes={sizes} />
      <img {...common} alt={alt} src={portrait.src} data-portrait="" />
    </picture>
  );
}
