/**
 * The client address a Node request's rate limits count per: the connection's peer, or — when the
 * peer is this machine (the web app's server, which proxies `/api` and names its client in
 * `X-Forwarded-For`) — the last address of that header, the one the proxy added.
 */
import type { IncomingMessage } from 'node:http';
import { isIP } from 'node:net';

/** An IPv4 address seen through an IPv6 socket (`::ffff:127.0.0.1`) as plain IPv4. */
const plain = (address: string): string => address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');

/** True for 127.0.0.0/8 and ::1. */
const isLoopback = (address: string): boolean => address === '::1' || address.startsWith('127.');

/** The client address of `req` (see the module comment); `unknown` when the socket has none. */
export function clientAddress(req: IncomingMessage): string {
  const peer = plain(req.socket.remoteAddress ?? '');
  if (!isLoopback(peer)) return peer || 'unknown';
  const header = req.headers['x-forwarded-for'];
  const listed = (Array.isArray(header) ? header.join(',') : (header ?? '')).split(',');
  const last = plain(listed[listed.length - 1]?.trim() ?? '');
  return isIP(last) ? last : peer;
}
