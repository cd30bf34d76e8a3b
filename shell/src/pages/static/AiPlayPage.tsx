export default function AiPlayPage() {
  return null;
}
