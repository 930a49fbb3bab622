import { useEffect, useRef, useState } from 'react';
import { watchImage } from './lazy-loader';
import './content.css';

type Phase = 'waiting' | 'loading' | 'loaded' | 'failed';

/**
 * The boxes' ratios, each a class of content.css: the server renders the home ahead into its
 * page, where the page's policy refuses style attributes (docs/performance.md).
 */
const RATIO_CLASS = {
  '1 / 1': 'lazy-image--square',
  '4 / 3': 'lazy-image--4x3',
  '16 / 10': 'lazy-image--16x10',
  '2 / 1': 'lazy-image--2x1',
} as const;
export type ImageRatio = keyof typeof RATIO_CLASS;

export interface LazyImageProps {
  src: string | undefined;
  /** Empty for a picture that only decorates a text saying the same. */
  alt: string;
  /** The box is reserved at this ratio before the picture arrives, so nothing shifts. */
  ratio?: ImageRatio;
  className?: string;
  /** For the first picture of a screen: no waiting for the observer. */
  eager?: boolean;
}

/**
 * A picture that loads when it comes near the screen, in a box of fixed ratio. A picture that
 * fails (weak network, a moved file) leaves a quiet placeholder, never a broken-image icon.
 */
export function LazyImage({ src, alt, ratio = '4 / 3', className, eager }: LazyImageProps) {
  const boxRef = useRef<HTMLSpanElement>(null);
  const [shown, setShown] = useState<{ src: string | undefined; phase: Phase }>({
    src,
    phase: eager ? 'loading' : 'waiting',
  });
  // A new address starts over (lists reuse their rows while windowing).
  const current: { src: string | undefined; phase: Phase } =
    shown.src === src ? shown : { src, phase: eager ? 'loading' : 'waiting' };
  if (current !== shown) setShown(current);
  const phase: Phase = src === undefined ? 'failed' : current.phase;

  useEffect(() => {
    const box = boxRef.current;
    if (!box || src === undefined || phase !== 'waiting') return undefined;
    return watchImage(box, () => setShown({ src, phase: 'loading' }));
  }, [src, phase]);

  return (
    <span
      ref={boxRef}
      className={`lazy-image ${RATIO_CLASS[ratio]} lazy-image--${phase}${className ? ` ${className}` : ''}`}
      role={phase === 'failed' && alt !== '' ? 'img' : undefined}
      aria-label={phase === 'failed' && alt !== '' ? alt : undefined}
    >
      {src !== undefined && (phase === 'loading' || phase === 'loaded') ? (
        <img
          src={src}
          alt={alt}
          decoding="async"
          onLoad={() => setShown({ src, phase: 'loaded' })}
          onError={() => setShown({ src, phase: 'failed' })}
        />
      ) : null}
    </span>
  );
}
