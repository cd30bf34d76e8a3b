export default function OfflinePage() {
  return null;
}
