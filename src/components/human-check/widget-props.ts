/** What a human check widget reports: the solved challenge's token, or why it failed. */
export interface WidgetProps {
  onToken: (token: string) => void;
  onError: (message: string) => void;
  /** A token is being verified: the widget waits. */
  busy: boolean;
}
