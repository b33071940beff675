import { Button, Flex } from 'antd';
import { type ReactElement, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import SignaturePad from 'signature_pad';

const T = 'admin.pages.courier_day';

/** The recipient signs on the phone's screen (signature_pad); `onChange` gets a PNG or null when cleared. */
export function SignatureField({ onChange }: { onChange: (signature: Blob | null) => void }): ReactElement {
  const { t } = useTranslation();
  const canvas = useRef<HTMLCanvasElement>(null);
  const pad = useRef<SignaturePad | null>(null);
  const changed = useRef(onChange);
  changed.current = onChange;

  useEffect(() => {
    if (!canvas.current?.getContext('2d')) return;
    const signature = new SignaturePad(canvas.current);
    pad.current = signature;
    const end = () => canvas.current?.toBlob((blob) => changed.current(blob), 'image/png');
    signature.addEventListener('endStroke', end);
    return () => {
      signature.removeEventListener('endStroke', end);
      signature.off();
      pad.current = null;
    };
  }, []);

  return (
    <Flex vertical gap={4}>
      <canvas
        ref={canvas}
        width={340}
        height={160}
        className="courier-day-signature"
        data-testid="signature-pad"
        aria-label={t(`${T}.signature`)}
      />
      <Button
        size="small"
        onClick={() => {
          pad.current?.clear();
          onChange(null);
        }}
      >
        {t(`${T}.clear_signature`)}
      </Button>
    </Flex>
  );
}
