import { extensionUrl } from './extension-url';

export function Header({ title }: { title: string }) {
  return (
    <h1>
      <img src={extensionUrl('/icons/32.png')} alt="" />
      {title}
    </h1>
  );
}
