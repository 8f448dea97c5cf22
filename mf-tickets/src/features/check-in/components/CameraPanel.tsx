import { useCallback, useEffect, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { TICKET_SECRET_PATTERN } from '@guildhall/contracts/check-in-format';

/** The same code read again within this time (it is still in front of the camera) is one scan. */
const SAME_CODE_MS = 3_000;

/** The camera and its Start / Stop button; each QR code that is a ticket secret goes to `onSecret`, once. */
export function CameraPanel({ onSecret }: { onSecret(secret: string): void }) {
  const video = useRef<HTMLVideoElement>(null);
  const stop = useRef<(() => void) | null>(null);
  const last = useRef({ text: '', at: 0 });
  const [state, setState] = useState<'off' | 'starting' | 'on'>('off');
  const [error, setError] = useState<string | null>(null);
  const latest = useRef(onSecret);
  useEffect(() => {
    latest.current = onSecret;
  }, [onSecret]);

  const onText = useCallback((text: string) => {
    if (!TICKET_SECRET_PATTERN.test(text)) return;
    const now = Date.now();
    const repeat = text === last.current.text && now - last.current.at < SAME_CODE_MS;
    last.current = { text, at: now };
    if (!repeat) latest.current(text);
  }, []);

  const start = async () => {
    setError(null);
    setState('starting');
    last.current = { text: '', at: 0 };
    try {
      const { startCamera } = await import(/* webpackChunkName: "door-camera" */ '../scanner/camera');
      stop.current = await startCamera(video.current!, onText);
      setState('on');
    } catch (failure) {
      setState('off');
      setError(
        failure instanceof DOMException && failure.name === 'NotAllowedError'
          ? 'Camera access was refused. Allow the camera in the browser, or scan with a USB scanner or search.'
          : 'The camera could not start. Scan with a USB scanner or search instead.',
      );
    }
  };

  const halt = () => {
    stop.current?.();
    stop.current = null;
    setState('off');
  };

  useEffect(() => () => stop.current?.(), []);

  return (
    <Box>
      <Box
        sx={{
          position: 'relative',
          width: '100%',
          aspectRatio: '4 / 3',
          bgcolor: 'grey.900',
          borderRadius: 2,
          overflow: 'hidden',
          display: state === 'off' ? 'none' : 'block',
        }}
      >
        <Box
          component="video"
          ref={video}
          aria-label="Camera"
          muted
          playsInline
          sx={{ width: '100%', height: '100%', objectFit: 'cover' }}
        />
      </Box>
      {state === 'off' ? (
        <Button variant="contained" size="large" fullWidth onClick={() => void start()}>
          Start camera
        </Button>
      ) : (
        <Button variant="outlined" size="large" fullWidth onClick={halt} disabled={state === 'starting'} sx={{ mt: 1 }}>
          {state === 'starting' ? 'Starting camera...' : 'Stop camera'}
        </Button>
      )}
      {error && (
        <Typography role="alert" color="error" sx={{ mt: 1 }}>
          {error}
        </Typography>
      )}
    </Box>
  );
}
