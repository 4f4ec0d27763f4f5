import { useState } from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { roleLabels, type LoginRole } from '../lib/roles';
import { LoginForm } from './login-form';

/** 'I have an existing account' on a signup page: the role's login in a modal, without leaving the page. */
export function LoginDialog({ role, redirect }: { role: LoginRole; redirect?: string }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="link" className="h-auto px-0">
          I have an existing account
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{roleLabels[role]} login</DialogTitle>
          <DialogDescription>Log in and we will send you a one-time code.</DialogDescription>
        </DialogHeader>
        <LoginForm role={role} redirect={redirect} onLeave={() => setOpen(false)} />
      </DialogContent>
    </Dialog>
  );
}
