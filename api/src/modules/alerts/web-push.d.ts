/** The part of web-push (no bundled types) the push channel uses. */
declare module 'web-push' {
  export interface PushSubscription {
    endpoint: string;
    keys: { p256dh: string; auth: string };
  }
  export interface RequestOptions {
    vapidDetails: { subject: string; publicKey: string; privateKey: string };
    TTL?: number;
    urgency?: 'very-low' | 'low' | 'normal' | 'high';
    timeout?: number;
  }
  export interface SendResult {
    statusCode: number;
    body: string;
    headers: Record<string, string>;
  }
  export class WebPushError extends Error {
    statusCode: number;
    body: string;
    endpoint: string;
  }
  export function sendNotification(subscription: PushSubscription, payload: string, options: RequestOptions): Promise<SendResult>;
  const webPush: { sendNotification: typeof sendNotification; WebPushError: typeof WebPushError };
  export default webPush;
}
