import { NavBar } from 'antd-mobile';
import { LeftOutline } from 'antd-mobile-icons';
import type { ReactNode } from 'react';
import { useGoBack } from './use-go-back';

export interface AppNavBarProps {
  title: ReactNode;
  /** Show the back button (tab root pages have none). */
  back?: boolean;
  left?: ReactNode;
  right?: ReactNode;
  /** Background colour (page schema navBar.background). */
  background?: string;
}

/** The navigation bar: back, title, left and right slots. */
export function AppNavBar({ title, back = true, left, right, background }: AppNavBarProps) {
  const goBack = useGoBack();
  const leftSlot = (
    <>
      {back && (
        <button type="button" className="app-nav-bar__back" aria-label="返回" onClick={goBack}>
          <LeftOutline />
        </button>
      )}
      {left}
    </>
  );
  return (
    <header className="app-nav-bar" style={background ? { background } : undefined}>
      <NavBar back={null} left={leftSlot} right={right}>
        <h1 className="app-nav-bar__title">{title}</h1>
      </NavBar>
    </header>
  );
}
