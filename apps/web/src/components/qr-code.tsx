import { Component, lazy, Suspense, type ReactNode } from 'react';
import { Skeleton, Text } from '@mantine/core';

// qrcode.react loads with the first QR code shown, never with the pages around it.
const QRCodeSVG = lazy(() => import('qrcode.react').then((m) => ({ default: m.QRCodeSVG })));

/** Shows `fallback` when the QR code's chunk fails to download or the value cannot be encoded. */
class QrBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/**
 * A QR code of `value`, drawn in the browser (SVG) once its library has loaded. `label` names it for screen
 * readers; `failedText` replaces it when it cannot be drawn (SPEC.md section 8 "QR code failed to load").
 */
export function QrCode({
  value,
  size = 200,
  label,
  failedText,
  testId,
}: {
  value: string;
  size?: number;
  label: string;
  failedText: string;
  testId?: string;
}) {
  const failed = (
    <Text role="alert" size="sm" c="red.9" ta="center" maw={size} data-testid={testId && `${testId}-failed`}>
      {failedText}
    </Text>
  );
  return (
    <QrBoundary key={value} fallback={failed}>
      <Suspense fallback={<Skeleton w={size} h={size} radius="sm" />}>
        <div role="img" aria-label={label} data-testid={testId} className="qr-code">
          <QRCodeSVG
            value={value}
            size={size}
            marginSize={2}
            aria-hidden="true"
            style={{ display: 'block' }}
          />
        </div>
      </Suspense>
    </QrBoundary>
  );
}
