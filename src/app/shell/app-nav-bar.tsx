import 'antd-mobile/es/components/nav-bar/nav-bar.css';
import { LeftOutline } from 'antd-mobile-icons';
import type { ReactNode } from 'react';
import { useGoBack } from './use-go-back';

export interface AppNavBarProps {
  title: ReactNode;
  /** Show the back button (tab root pages have none). */
  back?: boolean;
  left?: ReactNode;
  right?: ReactNode;
  /** Background colour (page schema navBar.background, or theme.navBarBackground). */
  background?: string;
  /** Title and back arrow colour (page schema theme.navTitleColor). */
  color?: string;
}

/**
 * The navigation bar: back, title, left and right slots. It uses antd-mobile's NavBar styles
 * but its own markup, because antd's NavBar marks the whole left slot role=button, which nests
 * the slot's own controls inside a button for screen readers.
 */
export function AppNavBar(props: AppNavBarProps) {
  const goBack = useGoBack();
  return <AppNavBarView {...props} onBack={goBack} />;
}

/** The nav bar's markup alone (also drawn into a page's build-time preview, where back does nothing yet). */
export function AppNavBarView({ title, back = true, left, right, background, color, onBack }: AppNavBarProps & { onBack?: () => void }) {
  const style = background || color ? { ...(background ? { background } : {}), ...(color ? { color } : {}) } : undefined;
  return (
    <header className="app-nav-bar" style={style}>
      <div className="adm-nav-bar" style={color ? { color } : undefined}>
        <div className="adm-nav-bar-left">
          {back && (
            <button type="button" className="app-nav-bar__back" aria-label="返回" onClick={onBack}>
              <LeftOutline />
            </button>
          )}
          {left}
        </div>
        <div className="adm-nav-bar-title">
          <h1 className="app-nav-bar__title">{title}</h1>
        </div>
        <div className="adm-nav-bar-right">{right}</div>
      </div>
    </header>
  );
}

/** A text button in the nav bar's right slot (a page schema's navBar.right). */
export function NavBarAction({ text, onClick }: { text: string; onClick?: () => void }) {
  return (
    <button type="button" className="app-nav-bar__action" onClick={onClick}>
      {text}
    </button>
  );
}
