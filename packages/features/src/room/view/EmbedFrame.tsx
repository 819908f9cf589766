import { useI18n } from '@kurse/i18n';
import { useEffect, useRef, useState } from 'react';
import { embedIframe } from './embed-iframe';
import { EMBED_HEIGHT, EMBED_SANDBOX, reportedHeight, sandboxDocument } from './sandbox-document';

/** Props of {@link EmbedFrame}. */
export interface EmbedFrameProps {
  /** The embed code: a page's `embedCode` or the video lookup's `html`. */
  code: string;
  /** The frame's accessible name when the code's iframe has no title of its own. */
  title: string;
}

const FRAME = 'block size-full border-0';

/**
 * An embed code on a room page. An iframe (domain `embedKind`, rebuilt by `embedIframe`) is
 * inserted as given — its address, title, media permissions — in a box of its aspect ratio
 * (16:9 without a size); any other code renders in a sandboxed frame that sizes itself to the
 * height the code reports, and never in our own DOM. Spec: transactions §2 Room (video embeds).
 */
export function EmbedFrame({ code, title }: EmbedFrameProps) {
  const frame = embedIframe(code);
  if (!frame) return <SandboxedEmbed code={code} title={title} />;
  const ratio = frame.width && frame.height ? `${frame.width} / ${frame.height}` : '16 / 9';
  return (
    <div
      data-slot="embed-iframe"
      className="w-full overflow-hidden rounded-lg bg-muted"
      style={{ aspectRatio: ratio }}
    >
      <iframe
        src={frame.src}
        title={frame.title ?? title}
        allow={frame.allow ?? undefined}
        allowFullScreen={frame.allowFullScreen}
        sandbox={frame.sandbox ?? undefined}
        loading="lazy"
        className={FRAME}
      />
    </div>
  );
}

/** Other code in a sandboxed frame (see `sandbox-document.ts` for what the sandbox allows). */
function SandboxedEmbed({ code, title }: EmbedFrameProps) {
  const { locale } = useI18n();
  const ref = useRef<HTMLIFrameElement>(null);
  const [height, setHeight] = useState<number>(EMBED_HEIGHT.initial);
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      // Only this frame's document may size it.
      if (event.source !== ref.current?.contentWindow) return;
      const next = reportedHeight(event.data);
      if (next !== null) setHeight(next);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, []);
  return (
    <iframe
      ref={ref}
      data-slot="embed-sandbox"
      sandbox={EMBED_SANDBOX}
      srcDoc={sandboxDocument(code, locale)}
      title={title}
      className="block w-full rounded-lg border border-border bg-white"
      style={{ height }}
    />
  );
}
