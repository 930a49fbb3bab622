import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Glyph } from '@/components/Glyph';

/**
 * The audio guide's play/pause button (requirements §4): it toggles, and starts over when the
 * recording ends, when `active` goes false (the address no longer shows this page) and when
 * the page goes away. The state follows the player's own events, so it cannot drift.
 */
export function AudioButton({ src, active }: { src: string; active: boolean }) {
  const { t } = useTranslation();
  const audioRef = useRef<HTMLAudioElement>(null);
  const [playing, setPlaying] = useState(false);

  useEffect(() => {
    const audio = audioRef.current;
    if (!audio || active) return undefined;
    audio.pause();
    audio.currentTime = 0;
    return undefined;
  }, [active]);

  useEffect(() => {
    const audio = audioRef.current;
    return () => {
      // A media element taken out of the page goes on playing unless told to stop.
      audio?.pause();
      if (audio) audio.currentTime = 0;
    };
  }, []);

  const toggle = () => {
    const audio = audioRef.current;
    if (!audio) return;
    if (audio.paused) {
      audio.play().catch((error: unknown) => console.warn('audio failed', error));
    } else {
      audio.pause();
    }
  };

  return (
    <>
      <button type="button" className="button" aria-pressed={playing} onClick={toggle}>
        <Glyph name={playing ? 'pause' : 'play'} />
        {t(playing ? 'place.pauseAudio' : 'place.playAudio')}
      </button>
      <audio
        ref={audioRef}
        src={src}
        preload="none"
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
        onEnded={(event) => {
          event.currentTarget.currentTime = 0;
          setPlaying(false);
        }}
      />
    </>
  );
}
