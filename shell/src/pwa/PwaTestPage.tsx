export default function PwaTestPage() {
  return null;
}
