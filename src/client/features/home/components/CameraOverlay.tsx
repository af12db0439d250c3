import { Camera, LoaderCircle, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FullScreenDialog } from '@client/components/ui/FullScreenDialog';

/** Why the camera closed without a photo (spec part 1 §8). */
export type CameraFailure = 'permission' | 'unavailable' | 'capture';

type CameraOverlayProps = {
  open: boolean;
  onClose: () => void;
  onCapture: (file: File) => void;
  onFailure: (failure: CameraFailure) => void;
};

/** Rear camera, ideally 1920x1080 (spec part 1 §9). */
const CONSTRAINTS: MediaStreamConstraints = {
  audio: false,
  video: { facingMode: 'environment', width: { ideal: 1920 }, height: { ideal: 1080 } },
};
const JPEG_QUALITY = 0.92;

/** A still of the video as a JPEG file named camera-capture-{timestamp}.jpg; null when empty. */
async function captureFrame(video: HTMLVideoElement): Promise<File | null> {
  const width = video.videoWidth;
  const height = video.videoHeight;
  if (!width || !height) return null;
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) return null;
  context.drawImage(video, 0, 0, width, height);
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', JPEG_QUALITY));
  if (!blob || blob.size === 0) return null;
  return new File([blob], `camera-capture-${Date.now()}.jpg`, { type: 'image/jpeg' });
}

function isPermissionError(error: unknown): boolean {
  return error instanceof DOMException && (error.name === 'NotAllowedError' || error.name === 'SecurityError');
}

/**
 * Full-screen camera (spec part 1 §2.3): live picture, a close button and a capture button.
 * The camera runs only while the overlay is open; its tracks stop when it closes.
 */
export function CameraOverlay({ open, onClose, onCapture, onFailure }: CameraOverlayProps) {
  const { t } = useTranslation('home');
  return (
    <FullScreenDialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      title={t('camera.title')}
      description={t('camera.description')}
    >
      {open ? <CameraView onClose={onClose} onCapture={onCapture} onFailure={onFailure} /> : null}
    </FullScreenDialog>
  );
}

function CameraView({ onClose, onCapture, onFailure }: Omit<CameraOverlayProps, 'open'>) {
  const { t } = useTranslation('home');
  const videoRef = useRef<HTMLVideoElement>(null);
  const [ready, setReady] = useState(false);
  const [capturing, setCapturing] = useState(false);
  const failureRef = useRef(onFailure);
  useEffect(() => {
    failureRef.current = onFailure;
  });

  // The camera is an outside system: start it when the view mounts, stop it when it goes.
  useEffect(() => {
    let stream: MediaStream | null = null;
    let cancelled = false;
    const start = async () => {
      try {
        if (!navigator.mediaDevices?.getUserMedia) throw new DOMException('No camera API', 'NotFoundError');
        const media = await navigator.mediaDevices.getUserMedia(CONSTRAINTS);
        if (cancelled) {
          media.getTracks().forEach((track) => track.stop());
          return;
        }
        stream = media;
        const video = videoRef.current;
        if (video) {
          video.srcObject = media;
          await video.play().catch(() => undefined);
        }
      } catch (error) {
        if (!cancelled) failureRef.current(isPermissionError(error) ? 'permission' : 'unavailable');
      }
    };
    void start();
    return () => {
      cancelled = true;
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, []);

  const capture = async () => {
    const video = videoRef.current;
    if (!video || capturing) return;
    setCapturing(true);
    try {
      const file = await captureFrame(video);
      if (file) onCapture(file);
      else onFailure('capture');
    } catch {
      onFailure('capture');
    } finally {
      setCapturing(false);
    }
  };

  return (
    <>
      <video
        ref={videoRef}
        autoPlay
        playsInline
        muted
        onLoadedData={() => setReady(true)}
        className="h-full w-full flex-1 object-contain"
        aria-label={t('camera.preview')}
      />
      {!ready ? (
        <div role="status" className="absolute inset-0 flex flex-col items-center justify-center gap-3">
          <LoaderCircle aria-hidden="true" className="h-10 w-10 animate-spin text-white" />
          <p className="font-medium">{t('camera.starting')}</p>
        </div>
      ) : null}
      {/* Close and capture sit together at the bottom, within thumb reach and clear of toasts. */}
      <div className="absolute inset-x-0 bottom-0 grid grid-cols-3 items-center bg-gradient-to-t from-black/70 to-transparent px-6 pb-[max(1.5rem,env(safe-area-inset-bottom))] pt-10">
        <button
          type="button"
          onClick={onClose}
          aria-label={t('camera.close')}
          className="inline-flex h-12 w-12 items-center justify-center justify-self-start rounded-full border border-white/50 bg-black/60 text-white hover:bg-black/80 focus-visible:outline-white"
        >
          <X aria-hidden="true" className="h-6 w-6" />
        </button>
        <button
          type="button"
          onClick={() => void capture()}
          disabled={!ready || capturing}
          aria-label={t('camera.capture')}
          className="inline-flex h-20 w-20 items-center justify-center justify-self-center rounded-full border-4 border-white bg-white/20 text-white hover:bg-white/30 disabled:opacity-50 focus-visible:outline-white"
        >
          <Camera aria-hidden="true" className="h-8 w-8" />
        </button>
      </div>
    </>
  );
}
