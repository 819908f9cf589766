import type { RoomPage } from '@kurse/api-client';
import { useI18n } from '@kurse/i18n';
import { Link } from '@kurse/ui';
import { RichText } from '../../provider';
import { EmbedFrame } from './EmbedFrame';
import type { RoomAddress } from './use-room';
import { pageVideoLink } from '../../core';
import { RoomVideo } from './RoomVideo';

/** Props of {@link RoomPageContent}. */
export interface RoomPageContentProps {
  /** A published page. */
  page: RoomPage;
  address: RoomAddress;
}

/**
 * What a published room page shows, in reading order: its text (a longer provider text like a
 * blog post: sanitised HTML with headings, quotes and images, or plain text with its paragraphs), its video (looked up for its link), its embed code, and its
 * file as a download link. The poster stands in as the page's picture when it has no video.
 * Spec: transactions §2 Room, §3 Room page.
 */
export function RoomPageContent({ page, address }: RoomPageContentProps) {
  const { LL } = useI18n();
  const link = pageVideoLink(page);
  const embed = page.embedCode?.trim();
  return (
    <div className="flex flex-col gap-5">
      {page.poster && !link && (
        <img
          src={page.poster}
          alt=""
          width={800}
          height={500}
          className="aspect-video w-full rounded-lg object-cover"
        />
      )}
      <RichText text={page.content} />
      {link && <RoomVideo key={link} link={link} title={page.title} address={address} />}
      {embed && <EmbedFrame code={embed} title={`${LL.rooms.embed()}: ${page.title}`} />}
      {page.contentFile && (
        <p>
          <Link href={page.contentFile.url} download={page.contentFile.name}>
            {LL.rooms.download({ name: page.contentFile.name })}
          </Link>
        </p>
      )}
    </div>
  );
}
