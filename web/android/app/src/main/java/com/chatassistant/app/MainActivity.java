package com.chatassistant.app;

import com.getcapacitor.BridgeActivity;

public class MainActivity extends BridgeActivity {}
