import { useRef, useState } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import PauseIcon from '@mui/icons-material/Pause';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import VolumeOffIcon from '@mui/icons-material/VolumeOff';
import VolumeUpIcon from '@mui/icons-material/VolumeUp';

const controlSx = {
  position: 'absolute',
  bottom: 8,
  bgcolor: 'rgba(0, 0, 0, 0.6)',
  color: 'common.white',
  '&:hover': { bgcolor: 'rgba(0, 0, 0, 0.8)' },
} as const;

/**
 * Where a paused video opens: a tenth of a second in (a media fragment), so the browser decodes and shows a frame
 * there instead of a black box (the API keeps no thumbnails; iOS Safari draws nothing at 0 with metadata only).
 */
export const posterFrameUrl = (url: string) => (url.includes('#') ? url : `${url}#t=0.1`);

/** A post's video: starts paused and muted (spec), with play/pause and mute toggles; its first frames show. */
export function VideoPlayer({ url, label }: { url: string; label: string }) {
  const video = useRef<HTMLVideoElement>(null);
  const [playing, setPlaying] = useState(false);
  const [muted, setMuted] = useState(true);

  const togglePlaying = () => {
    const element = video.current;
    if (!element) return;
    if (element.paused) void element.play().catch(() => setPlaying(false));
    else element.pause();
  };
  const toggleMuted = () => {
    if (video.current) video.current.muted = !muted;
    setMuted(!muted);
  };

  return (
    <Box sx={{ position: 'relative', width: '100%', height: '100%', bgcolor: 'common.black' }}>
      <Box
        component="video"
        ref={video}
        src={posterFrameUrl(url)}
        aria-label={label}
        muted={muted}
        playsInline
        loop
        preload="metadata"
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
        onClick={togglePlaying}
        sx={{ display: 'block', width: '100%', height: '100%', objectFit: 'contain', cursor: 'pointer' }}
      />
      <IconButton
        aria-label={playing ? 'Pause video' : 'Play video'}
        onClick={togglePlaying}
        sx={{ ...controlSx, left: 8 }}
      >
        {playing ? <PauseIcon /> : <PlayArrowIcon />}
      </IconButton>
      <IconButton
        aria-label={muted ? 'Unmute video' : 'Mute video'}
        onClick={toggleMuted}
        sx={{ ...controlSx, right: 8 }}
      >
        {muted ? <VolumeOffIcon /> : <VolumeUpIcon />}
      </IconButton>
    </Box>
  );
}
