import { Alert, Typography } from 'antd';
import { type ReactElement, useEffect, useEffectEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createFrameReader, SCAN_INTERVAL_MS } from './barcode-reader.ts';

const T = 'admin.pages.mobile_scanner';

/**
 * The phone's back camera with a Code 128 reader looking at a frame every 250 ms (registers §9).
 * A code read twice in a row is reported once; the camera stops when the component goes away.
 */
export function BarcodeCamera(props: { onDetected(code: string): void; paused?: boolean }): ReactElement {
  const { t } = useTranslation();
  const videoRef = useRef<HTMLVideoElement>(null);
  const [state, setState] = useState<'starting' | 'running' | 'unavailable'>('starting');
  const [reader, setReader] = useState<'native' | 'wasm' | null>(null);
  const detected = useEffectEvent((code: string) => props.onDetected(code));
  const paused = useRef(props.paused ?? false);
  useEffect(() => {
    paused.current = props.paused ?? false;
  }, [props.paused]);

  useEffect(() => {
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    let last: string | null = null;
    const start = async () => {
      try {
        if (!navigator.mediaDevices?.getUserMedia) throw new Error('no camera');
        stream = await navigator.mediaDevices.getUserMedia({
          video: { facingMode: { ideal: 'environment' } },
          audio: false,
        });
        const video = videoRef.current;
        if (stopped || !video) return;
        video.srcObject = stream;
        await video.play();
        const frameReader = await createFrameReader();
        if (stopped) return;
        setReader(frameReader.kind);
        setState('running');
        const tick = async () => {
          if (stopped) return;
          try {
            const code = paused.current ? null : await frameReader.read(video);
            if (code && code !== last) detected(code);
            last = code ?? last;
          } catch {
            // A frame the reader could not take: the next one is 250 ms away.
          }
          timer = setTimeout(() => void tick(), SCAN_INTERVAL_MS);
        };
        void tick();
      } catch {
        if (!stopped) setState('unavailable');
      }
    };
    void start();
    return () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      for (const track of stream?.getTracks() ?? []) track.stop();
    };
  }, []);

  return (
    <div className="barcode-camera">
      {state === 'unavailable' ? (
        <Alert type="warning" showIcon title={t(`${T}.camera_unavailable`)} />
      ) : (
        <>
          <video
            ref={videoRef}
            muted
            playsInline
            className="barcode-camera-video"
            data-testid="barcode-video"
          />
          <Typography.Text type="secondary" className="barcode-camera-hint" data-testid="camera-state">
            {state === 'running'
              ? t(`${T}.camera_running`, { reader: reader ?? '' })
              : t(`${T}.camera_starting`)}
          </Typography.Text>
        </>
      )}
    </div>
  );
}
