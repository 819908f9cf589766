import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { EmbedFrame } from './EmbedFrame';

const PLAYER = 'https://player.vimeo.com/video/76979871';

/**
 * Embed codes of room pages: an iframe is inserted as given (rebuilt from its own address, title
 * and media permissions), any other code renders in a sandboxed frame and never in our DOM.
 * Spec: transactions §2 Room (video embeds).
 */
const meta = {
  title: 'Features/Courses/EmbedFrame',
  component: EmbedFrame,
  parameters: { layout: 'padded' },
  args: { title: 'Eingebetteter Inhalt: Atemübung', code: '' },
} satisfies Meta<typeof EmbedFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

const frameOf = (canvasElement: HTMLElement) => {
  const frame = canvasElement.querySelector('iframe');
  if (!frame) throw new Error('No frame rendered.');
  return frame;
};

/** A player iframe: in our page with its address, title and permissions, in its aspect ratio. */
export const Iframe: Story = {
  args: {
    code: `<iframe src="${PLAYER}" width="640" height="360" title="Einheit 2: Rücken stärken" allow="autoplay; fullscreen" allowfullscreen></iframe>`,
  },
  play: async ({ canvasElement }) => {
    const frame = frameOf(canvasElement);
    await expect(frame).toHaveAttribute('src', PLAYER);
    await expect(frame).toHaveAttribute('title', 'Einheit 2: Rücken stärken');
    await expect(frame).toHaveAttribute('allow', 'autoplay; fullscreen');
    await expect(frame).not.toHaveAttribute('sandbox');
    const box = frame.parentElement?.getBoundingClientRect();
    await expect(Math.round(((box?.width ?? 0) / (box?.height ?? 1)) * 100)).toBe(178);
  },
};

/**
 * An iframe that would cover the page and ask for the camera: it keeps its address and its
 * media permission, its style and the camera are dropped, our title names it.
 */
export const IframeWithoutItsExtras: Story = {
  args: {
    title: 'Video: Einheit 1',
    code: `<iframe src="${PLAYER}" style="position:fixed;inset:0;z-index:9999" class="overlay" allow="camera; autoplay"></iframe>`,
  },
  play: async ({ canvasElement }) => {
    const frame = frameOf(canvasElement);
    await expect(frame).toHaveAttribute('allow', 'autoplay');
    await expect(frame).toHaveAttribute('title', 'Video: Einheit 1');
    await expect(frame.getAttribute('style')).toBeNull();
    await expect(getComputedStyle(frame).position).toBe('static');
    await expect(frame).not.toHaveClass('overlay');
  },
};

/** Other code: a sandboxed frame (scripts, no same origin) sized to the height it reports. */
export const Sandboxed: Story = {
  args: {
    code: '<div style="padding:2rem;text-align:center"><p>Einatmen … 1 … 2 … 3 … 4</p><p>Ausatmen … 1 … 2 … 3 … 4 … 5 … 6</p></div>',
  },
  play: async ({ canvasElement }) => {
    const frame = frameOf(canvasElement);
    await expect(frame).toHaveAttribute(
      'sandbox',
      'allow-scripts allow-popups allow-popups-to-escape-sandbox',
    );
    await expect(frame).toHaveAttribute('title', 'Eingebetteter Inhalt: Atemübung');
    await expect(canvasElement.textContent).not.toContain('Einatmen');
    await waitFor(() => expect(frame.getBoundingClientRect().height).toBeLessThan(200));
    await expect(frame.getBoundingClientRect().height).toBeGreaterThan(100);
  },
};

/** Code that reaches for our page: the sandbox keeps it out (no same origin, no top navigation). */
export const SandboxedHostileCode: Story = {
  args: {
    code: `<script>
      var out = [];
      try { parent.document.body.dataset.embedded = 'yes'; out.push('dom'); } catch (e) {}
      try { localStorage.setItem('embedded', 'yes'); out.push('storage'); } catch (e) {}
      try { document.cookie = 'embedded=yes'; if (document.cookie) out.push('cookie'); } catch (e) {}
      document.body.append('reached: ' + (out.join(',') || 'nothing'));
    </script>`,
  },
  play: async ({ canvasElement }) => {
    const frame = frameOf(canvasElement);
    // Its own document stays closed to us too (opaque origin).
    await waitFor(() => expect(frame.contentDocument).toBeNull());
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(canvasElement.ownerDocument.body.dataset.embedded).toBeUndefined();
    await expect(window.localStorage.getItem('embedded')).toBeNull();
    await expect(canvasElement.ownerDocument.cookie).not.toContain('embedded=yes');
  },
};
